import { and, count, desc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { quizSessions, users } from '../../db/schema.ts';

export type QuizSessionRow = typeof quizSessions.$inferSelect;
/** What a change to a quiz decides on: its progress, not its questions, and how many are stored. */
export type QuizState = Pick<QuizSessionRow, keyof typeof stateColumns> & { storedCount: number };
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

const stateColumns = {
  id: quizSessions.id,
  userId: quizSessions.userId,
  version: quizSessions.version,
  currentIndex: quizSessions.currentIndex,
  score: quizSessions.score,
  isCompleted: quizSessions.isCompleted,
  completedAt: quizSessions.completedAt,
  isGenerating: quizSessions.isGenerating,
  sealedProgress: quizSessions.sealedProgress,
};

/** What an answer, a hint or a restart in place writes: the child's progress, never the questions. */
export type QuizProgress = Pick<
  QuizSessionRow,
  'sealedProgress' | 'currentIndex' | 'score' | 'isCompleted' | 'completedAt'
>;

/** The row a change was decided on: the change is stored only while that row is still the latest. */
type ReadRow = Pick<QuizSessionRow, 'userId' | 'id' | 'version'>;

export function createQuizRepo(db: Database) {
  // Every answer asks this: the statement is built once, on first use, not per request.
  let state: ReturnType<typeof prepareState> | undefined;
  const prepareState = () =>
    db
      .select({ ...stateColumns, storedCount: sql<number>`jsonb_array_length(${quizSessions.questionIds})` })
      .from(quizSessions)
      .where(and(eq(quizSessions.userId, sql.placeholder('userId')), eq(quizSessions.id, sql.placeholder('sessionId'))))
      .limit(1)
      .prepare('quiz_state');
  // And every answer writes this.
  let progressUpdate: ReturnType<typeof prepareProgressUpdate> | undefined;
  const prepareProgressUpdate = () =>
    db
      .update(quizSessions)
      .set({
        sealedProgress: sql`${sql.placeholder('sealedProgress')}`,
        currentIndex: sql`${sql.placeholder('currentIndex')}`,
        score: sql`${sql.placeholder('score')}`,
        isCompleted: sql`${sql.placeholder('isCompleted')}`,
        completedAt: sql`${sql.placeholder('completedAt')}`,
        version: sql`${quizSessions.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(quizSessions.userId, sql.placeholder('userId')),
          eq(quizSessions.id, sql.placeholder('id')),
          eq(quizSessions.version, sql.placeholder('version')),
        ),
      )
      .returning({ id: quizSessions.id })
      .prepare('quiz_progress_update');

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
     * The quiz without its sealed questions, for a change to it: STOREDCOUNT (the length of
     * question_ids, which grows with every question stored) names the questions' version.
     */
    async findState(userId: string, sessionId: string): Promise<QuizState | undefined> {
      if (!UUID.test(sessionId)) return undefined;
      state ??= prepareState();
      const [row] = await state.execute({ userId, sessionId });
      return row;
    },

    async sealedQuestions(userId: string, sessionId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ sealedQuestions: quizSessions.sealedQuestions })
        .from(quizSessions)
        .where(and(eq(quizSessions.userId, userId), eq(quizSessions.id, sessionId)));
      return row?.sealedQuestions;
    },

    /**
     * Stores VALUES only if no one changed the quiz since ROW was read (its version is the same),
     * so its writers (an answer, a hint, questions still arriving from a model) never overwrite
     * each other. False when someone did: read again and decide again.
     */
    async updateUnchanged(row: ReadRow, values: Partial<NewQuizSession>): Promise<boolean> {
      const updated = await db
        .update(quizSessions)
        .set({ ...values, version: row.version + 1 })
        .where(
          and(eq(quizSessions.userId, row.userId), eq(quizSessions.id, row.id), eq(quizSessions.version, row.version)),
        )
        .returning({ id: quizSessions.id });
      return updated.length === 1;
    },

    /** The same for the child's progress alone, the write every answer makes. */
    async storeProgressUnchanged(row: ReadRow, progress: QuizProgress): Promise<boolean> {
      progressUpdate ??= prepareProgressUpdate();
      const updated = await progressUpdate.execute({
        ...progress,
        completedAt: progress.completedAt?.toISOString() ?? null,
        userId: row.userId,
        id: row.id,
        version: row.version,
      });
      return updated.length === 1;
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
          sealedProgress: quizSessions.sealedProgress,
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
