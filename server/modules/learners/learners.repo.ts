import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { PlaySettings } from '../../../contract/learners.ts';
import type { Database } from '../../db/client.ts';
import { knowMyselfProgress, learners, users } from '../../db/schema.ts';

export type LearnerRow = typeof learners.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every query names the owner: another account's learner is simply not found. */
export function createLearnersRepo(db: Database) {
  const queries = (executor: Executor) => ({
    async list(userId: string): Promise<LearnerRow[]> {
      return executor
        .select()
        .from(learners)
        .where(eq(learners.userId, userId))
        .orderBy(asc(learners.createdAt), asc(learners.id));
    },

    async find(userId: string, learnerId: string): Promise<LearnerRow | undefined> {
      if (!UUID.test(learnerId)) return undefined;
      const [row] = await executor
        .select()
        .from(learners)
        .where(and(eq(learners.userId, userId), eq(learners.id, learnerId)))
        .limit(1);
      return row;
    },

    async findActive(userId: string): Promise<LearnerRow | undefined> {
      const [row] = await executor
        .select()
        .from(learners)
        .where(and(eq(learners.userId, userId), eq(learners.isActive, true)))
        .limit(1);
      return row;
    },

    async count(userId: string): Promise<number> {
      const [row] = await executor.select({ value: count() }).from(learners).where(eq(learners.userId, userId));
      return row?.value ?? 0;
    },

    async insert(values: {
      id: string;
      userId: string;
      age: number;
      country: string;
      emergencyNumber: string | null;
      isActive: boolean;
      aiEnabled: boolean;
      waitForNext: boolean;
      playSettings: PlaySettings | null;
      sealed: string;
    }) {
      const [row] = await executor.insert(learners).values(values).returning();
      if (!row) throw new Error('learner insert returned nothing');
      return row;
    },

    async update(
      userId: string,
      learnerId: string,
      values: {
        age: number;
        country: string;
        emergencyNumber: string | null;
        aiEnabled: boolean;
        waitForNext: boolean;
        playSettings: PlaySettings | null;
        sealed: string;
      },
    ) {
      const [row] = await executor
        .update(learners)
        .set(values)
        .where(and(eq(learners.userId, userId), eq(learners.id, learnerId)))
        .returning();
      return row;
    },

    async updateSealed(userId: string, learnerId: string, sealed: string): Promise<void> {
      await executor
        .update(learners)
        .set({ sealed })
        .where(and(eq(learners.userId, userId), eq(learners.id, learnerId)));
    },

    /** The learner's sealed Know Myself progress; undefined until a detail is first answered. */
    async knowMyselfProgress(userId: string, learnerId: string): Promise<string | undefined> {
      const [row] = await executor
        .select({ sealed: knowMyselfProgress.sealed })
        .from(knowMyselfProgress)
        .where(and(eq(knowMyselfProgress.userId, userId), eq(knowMyselfProgress.learnerId, learnerId)))
        .limit(1);
      return row?.sealed;
    },

    async delete(userId: string, learnerId: string): Promise<void> {
      await executor.delete(learners).where(and(eq(learners.userId, userId), eq(learners.id, learnerId)));
    },

    async deactivateAll(userId: string): Promise<void> {
      await executor
        .update(learners)
        .set({ isActive: false })
        .where(and(eq(learners.userId, userId), eq(learners.isActive, true)));
    },

    async activate(userId: string, learnerId: string): Promise<LearnerRow | undefined> {
      const [row] = await executor
        .update(learners)
        .set({ isActive: true })
        .where(and(eq(learners.userId, userId), eq(learners.id, learnerId)))
        .returning();
      return row;
    },

    async newestOther(userId: string, exceptId: string): Promise<LearnerRow | undefined> {
      const [row] = await executor
        .select()
        .from(learners)
        .where(and(eq(learners.userId, userId), ne(learners.id, exceptId)))
        .orderBy(desc(learners.createdAt))
        .limit(1);
      return row;
    },
  });

  return {
    ...queries(db),
    /**
     * Runs FN in a transaction holding the account's row lock, so checks like "one place left"
     * cannot be passed by two requests at once, on one instance or many.
     */
    async withAccountLock<T>(userId: string, fn: (locked: ReturnType<typeof queries>) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select ${users.id} from ${users} where ${users.id} = ${userId} for update`);
        return fn(queries(tx));
      });
    },
  };
}

export type LearnersRepo = ReturnType<typeof createLearnersRepo>;
