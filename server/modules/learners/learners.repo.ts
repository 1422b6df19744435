import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { LearnerCountry } from '../../../contract/constants.ts';
import type { PlaySettings } from '../../../contract/learners.ts';
import { knowMyselfProgress, learnerKeys, learners } from '../../db/schema.ts';
import type { Executor } from '../../db/unit-of-work.ts';

export type LearnerRow = typeof learners.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every query names the owner: another account's learner is simply not found. They run on
 * EXECUTOR: the database, or a unit of work's transaction (db/unit-of-work.ts).
 */
export function createLearnersRepo(executor: Executor) {
  return {
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

    /** The learner with WRAPPEDKEY, the key its sealed details are sealed with (see learner_keys). */
    async insert(
      values: {
        id: string;
        userId: string;
        age: number;
        country: LearnerCountry;
        emergencyNumber: string | null;
        isActive: boolean;
        aiEnabled: boolean;
        waitForNext: boolean;
        playSettings: PlaySettings | null;
        sealed: string;
      },
      wrappedKey: string,
    ) {
      const [row] = await executor.insert(learners).values(values).returning();
      if (!row) throw new Error('learner insert returned nothing');
      await executor.insert(learnerKeys).values({ learnerId: values.id, userId: values.userId, wrappedKey });
      return row;
    },

    /** The learner's own key, wrapped by the data key; undefined once the learner is deleted. */
    async wrappedKey(userId: string, learnerId: string): Promise<string | undefined> {
      if (!UUID.test(learnerId)) return undefined;
      const [row] = await executor
        .select({ wrappedKey: learnerKeys.wrappedKey })
        .from(learnerKeys)
        .where(and(eq(learnerKeys.userId, userId), eq(learnerKeys.learnerId, learnerId)))
        .limit(1);
      return row?.wrappedKey;
    },

    async update(
      userId: string,
      learnerId: string,
      values: {
        age: number;
        country: LearnerCountry;
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

    async saveKnowMyselfProgress(userId: string, learnerId: string, sealed: string, at: Date): Promise<void> {
      await executor
        .insert(knowMyselfProgress)
        .values({ learnerId, userId, sealed, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({ target: knowMyselfProgress.learnerId, set: { sealed, updatedAt: at } });
    },

    /** The learner goes, and with it (by cascade, in this statement) its key and everything it sealed. */
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
  };
}

export type LearnersRepo = ReturnType<typeof createLearnersRepo>;
