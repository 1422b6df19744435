import { and, count, desc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { quizSessions, users } from '../../db/schema.ts';

export type QuizSessionRow = typeof quizSessions.$inferSelect;
type NewQuizSession = typeof quizSessions.$inferInsert;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

export interface ActivityWindows {
  day: Date;
  week: Date;
  month: Date;
}
export interface Activity {
  /** Started this month and counting toward the free allowance. */
  allowance: number;
  daily: number;
  weekly: number;
  monthly: number;
}

/** A finished quiz's score as a percentage of its questions. */
const percentExpression = sql`${quizSessions.score} * 100.0 / nullif(${quizSessions.questionCount}, 0)`;

/** One learner's finished quizzes, always within its owner's account. */
const finishedQuizzesOf = (userId: string, learnerId: string) =>
  and(eq(quizSessions.userId, userId), eq(quizSessions.learnerId, learnerId), isNotNull(quizSessions.completedAt));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createQuizRepo(db: Database) {
  const counts = (executor: Executor) => ({
    /**
     * Quizzes started since each window's start, in one statement: all of them, and those that
     * count toward the free allowance since the month's start.
     */
    async activity(userId: string, since: ActivityWindows): Promise<Activity> {
      const startedSince = (start: Date) => sql`${quizSessions.startedAt} >= ${start.toISOString()}`;
      const earliest = [since.day, since.week, since.month].reduce((a, b) => (a < b ? a : b));
      const [row] = await executor
        .select({
          allowance:
            sql<number>`count(*) filter (where ${startedSince(since.month)} and ${quizSessions.countsTowardAllowance})`.mapWith(
              Number,
            ),
          daily: sql<number>`count(*) filter (where ${startedSince(since.day)})`.mapWith(Number),
          weekly: sql<number>`count(*) filter (where ${startedSince(since.week)})`.mapWith(Number),
          monthly: sql<number>`count(*) filter (where ${startedSince(since.month)})`.mapWith(Number),
        })
        .from(quizSessions)
        .where(and(eq(quizSessions.userId, userId), startedSince(earliest)));
      return row ?? { allowance: 0, daily: 0, weekly: 0, monthly: 0 };
    },
  });

  return {
    ...counts(db),

    /** Checks and stores under the account's row lock, so two racing requests cannot both take the last quiz. */
    async createUnderLock(
      userId: string,
      check: (locked: ReturnType<typeof counts>) => Promise<void>,
      values: NewQuizSession,
    ): Promise<QuizSessionRow> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select ${users.id} from ${users} where ${users.id} = ${userId} for update`);
        await check(counts(tx));
        const [row] = await tx.insert(quizSessions).values(values).returning();
        if (!row) throw new Error('quiz insert returned nothing');
        return row;
      });
    },

    async find(userId: string, sessionId: string): Promise<QuizSessionRow | undefined> {
      if (!UUID.test(sessionId)) return undefined;
      const [row] = await db
        .select()
        .from(quizSessions)
        .where(and(eq(quizSessions.userId, userId), eq(quizSessions.id, sessionId)))
        .limit(1);
      return row;
    },

    /**
     * Runs FN with the quiz's row locked, so its writers (an answer, a hint, questions still
     * arriving from a model) apply one at a time and none overwrites another's sealed questions.
     */
    async withSession<T>(
      userId: string,
      sessionId: string,
      fn: (row: QuizSessionRow | undefined, write: (values: Partial<NewQuizSession>) => Promise<void>) => Promise<T>,
    ): Promise<T> {
      if (!UUID.test(sessionId)) return fn(undefined, async () => {});
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(quizSessions)
          .where(and(eq(quizSessions.userId, userId), eq(quizSessions.id, sessionId)))
          .for('update');
        return fn(row, async (values) => {
          await tx
            .update(quizSessions)
            .set(values)
            .where(and(eq(quizSessions.userId, userId), eq(quizSessions.id, sessionId)));
        });
      });
    },

    async insert(values: NewQuizSession): Promise<QuizSessionRow> {
      const [row] = await db.insert(quizSessions).values(values).returning();
      if (!row) throw new Error('quiz insert returned nothing');
      return row;
    },

    /** The learner's latest finished quizzes, newest first. */
    async recentCompleted(userId: string, learnerId: string, limit: number) {
      return db
        .select({
          id: quizSessions.id,
          quizType: quizSessions.quizType,
          subject: quizSessions.subject,
          title: quizSessions.title,
          score: quizSessions.score,
          questionCount: quizSessions.questionCount,
          completedAt: quizSessions.completedAt,
        })
        .from(quizSessions)
        .where(finishedQuizzesOf(userId, learnerId))
        .orderBy(desc(quizSessions.completedAt))
        .limit(limit);
    },

    /** Finished quizzes since SINCE: how many, their average percentage, and how many questions. */
    async completedSince(userId: string, learnerId: string, since: Date) {
      const [row] = await db
        .select({
          quizzes: count(),
          averagePercent: sql<number | null>`avg(${percentExpression})`,
          questions: sql<number | null>`sum(${quizSessions.questionCount})`,
        })
        .from(quizSessions)
        .where(
          and(
            eq(quizSessions.userId, userId),
            eq(quizSessions.learnerId, learnerId),
            gte(quizSessions.completedAt, since),
          ),
        );
      return {
        quizzes: row?.quizzes ?? 0,
        averagePercent: Number(row?.averagePercent ?? 0),
        questions: Number(row?.questions ?? 0),
      };
    },

    /** The question ids of the learner's latest quizzes, newest first. */
    async recentQuestionIds(userId: string, learnerId: string, quizzes = 5): Promise<string[]> {
      const rows = await db
        .select({ ids: quizSessions.questionIds })
        .from(quizSessions)
        .where(and(eq(quizSessions.userId, userId), eq(quizSessions.learnerId, learnerId)))
        .orderBy(desc(quizSessions.startedAt))
        .limit(quizzes);
      return rows.flatMap((row) => row.ids);
    },

    /** Finished quizzes completed within [FROM, TO] (either end open), newest first. */
    async completedBetween(userId: string, learnerId: string, range: { from?: Date; to?: Date }, limit: number) {
      const conditions = [finishedQuizzesOf(userId, learnerId)];
      if (range.from) conditions.push(gte(quizSessions.completedAt, range.from));
      if (range.to) conditions.push(lte(quizSessions.completedAt, range.to));
      return db
        .select({
          id: quizSessions.id,
          userId: quizSessions.userId,
          title: quizSessions.title,
          quizType: quizSessions.quizType,
          score: quizSessions.score,
          questionCount: quizSessions.questionCount,
          completedAt: quizSessions.completedAt,
          sealedQuestions: quizSessions.sealedQuestions,
        })
        .from(quizSessions)
        .where(and(...conditions))
        .orderBy(desc(quizSessions.completedAt), desc(quizSessions.id))
        .limit(limit);
    },

    /** Finished quizzes per kind of quiz: how many, and the sum of their percentages. */
    async totalsBySubject(userId: string, learnerId: string) {
      const rows = await db
        .select({
          kind: quizSessions.kind,
          subject: quizSessions.subject,
          title: quizSessions.title,
          quizzes: count(),
          percentSum: sql<number>`sum(${percentExpression})`,
        })
        .from(quizSessions)
        .where(finishedQuizzesOf(userId, learnerId))
        .groupBy(quizSessions.kind, quizSessions.subject, quizSessions.title);
      return rows.map((row) => ({ ...row, percentSum: Number(row.percentSum) }));
    },

    /** Finished quizzes per UTC week (weeks start on Monday) since SINCE. */
    async weeklyTotals(userId: string, learnerId: string, since: Date) {
      const week = sql<string>`to_char(date_trunc('week', ${quizSessions.completedAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
      const rows = await db
        .select({ week, quizzes: count(), averagePercent: sql<number>`avg(${percentExpression})` })
        .from(quizSessions)
        .where(
          and(
            eq(quizSessions.userId, userId),
            eq(quizSessions.learnerId, learnerId),
            gte(quizSessions.completedAt, since),
          ),
        )
        .groupBy(week);
      return rows.map((row) => ({ ...row, averagePercent: Number(row.averagePercent) }));
    },
  };
}

export type QuizRepo = ReturnType<typeof createQuizRepo>;
