import { and, asc, count, desc, eq, getTableColumns, gte, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { knowMyselfProgress, learners, quizQuestions, quizResets, quizSessions, users } from '../../db/schema.ts';

export type QuizSessionRow = typeof quizSessions.$inferSelect;
export type NewQuizSession = typeof quizSessions.$inferInsert;
export type QuestionRow = typeof quizQuestions.$inferSelect;
export type NewQuestionRow = typeof quizQuestions.$inferInsert;
/** A question as play and history read it: its row without when it was answered. */
export type StoredQuestion = Omit<QuestionRow, 'answeredAt'>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

export interface ActivityWindows {
  day: Date;
  week: Date;
  month: Date;
}
export interface Activity {
  /** Counting toward the free allowance and first answered this month. */
  allowance: number;
  daily: number;
  weekly: number;
  monthly: number;
}

/** Where a quiz stands after an answer. */
export interface AnsweredState {
  currentIndex: number;
  score: number;
  isCompleted: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A question's row as a JSON object with StoredQuestion's keys, taken from the table itself so a
 * new column comes along. The keys are the schema's own property names, never outside input.
 */
const storedQuestionJson = sql`json_build_object(${sql.join(
  Object.entries(getTableColumns(quizQuestions))
    .filter(([key]) => key !== 'answeredAt')
    .map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)})`;

/** The rows a raw statement returns, on PGlite and on node-postgres alike. */
async function rowsOf<T>(executing: Promise<unknown>): Promise<T[]> {
  return ((await executing) as { rows: T[] }).rows;
}

interface DecidedAnswer {
  option: number;
  isCorrect: boolean;
  at: Date;
}

async function storeAnswer(
  executor: Executor,
  userId: string,
  quizId: string,
  position: number,
  answer: DecidedAnswer,
): Promise<AnsweredState | undefined> {
  const at = answer.at.toISOString();
  const [row] = await rowsOf<{ current_index: number; score: number; is_completed: boolean }>(
    executor.execute(sql`
      with turn as (
        select id from quiz_sessions
        where id = ${quizId} and user_id = ${userId} and current_index = ${position} and not is_completed
        for update
      ), answered as (
        update quiz_questions q
        set answer = ${answer.option}, is_correct = ${answer.isCorrect}, answered_at = ${at}
        from turn
        where q.quiz_id = turn.id and q.position = ${position} and q.answer is null
          and not q.removed_options @> jsonb_build_array(${answer.option}::int)
        returning q.quiz_id
      ), stored as (
        select count(*)::int as questions from quiz_questions where quiz_id = ${quizId}
      )
      update quiz_sessions s
      set current_index = s.current_index + 1,
          score = s.score + ${answer.isCorrect ? 1 : 0},
          is_completed = s.current_index + 1 >= stored.questions and not s.is_generating,
          completed_at = case when s.current_index + 1 >= stored.questions and not s.is_generating then ${at}::timestamptz end,
          first_answered_at = coalesce(s.first_answered_at, ${at}::timestamptz),
          updated_at = ${at}
      from answered, stored
      where s.id = answered.quiz_id
      returning s.current_index, s.score, s.is_completed`),
  );
  return row && { currentIndex: row.current_index, score: row.score, isCompleted: row.is_completed };
}

/** A Know Myself answer also teaches: the learner's sealed progress, before and after this answer. */
export interface Learning {
  learnerId: string;
  update: (sealed: string | undefined) => string;
}

/**
 * Stores the learner's progress after an answer in the answer's own transaction: if it cannot be
 * written, the answer is not stored either and the request fails, so nothing is lost unseen. The
 * learner's row is held meanwhile, so two answers at once cannot each overwrite the other's.
 */
async function learn(tx: Transaction, userId: string, { learnerId, update }: Learning, at: Date): Promise<void> {
  await tx.execute(
    sql`select ${learners.id} from ${learners} where ${learners.id} = ${learnerId} and ${learners.userId} = ${userId} for update`,
  );
  const [current] = await tx
    .select({ sealed: knowMyselfProgress.sealed })
    .from(knowMyselfProgress)
    .where(and(eq(knowMyselfProgress.learnerId, learnerId), eq(knowMyselfProgress.userId, userId)));
  const sealed = update(current?.sealed);
  await tx
    .insert(knowMyselfProgress)
    .values({ learnerId, userId, sealed, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: knowMyselfProgress.learnerId, set: { sealed, updatedAt: at } });
}

export function createQuizRepo(db: Database) {
  const counts = (executor: Executor) => ({
    /**
     * In one statement: new quizzes (not retakes) started since each window's start, and the
     * quizzes counting toward the free allowance whose first answer came this month.
     */
    async activity(userId: string, since: ActivityWindows): Promise<Activity> {
      const startedSince = (start: Date) =>
        sql`${quizSessions.startedAt} >= ${start.toISOString()} and ${quizSessions.retakeOf} is null`;
      const earliest = [since.day, since.week, since.month].reduce((a, b) => (a < b ? a : b));
      const month = since.month.toISOString();
      const [row] = await executor
        .select({
          allowance:
            sql<number>`count(*) filter (where ${quizSessions.countsTowardAllowance} and ${quizSessions.firstAnsweredAt} >= ${month})`.mapWith(
              Number,
            ),
          daily: sql<number>`count(*) filter (where ${startedSince(since.day)})`.mapWith(Number),
          weekly: sql<number>`count(*) filter (where ${startedSince(since.week)})`.mapWith(Number),
          monthly: sql<number>`count(*) filter (where ${startedSince(since.month)})`.mapWith(Number),
        })
        .from(quizSessions)
        .where(
          and(
            eq(quizSessions.userId, userId),
            or(
              sql`${quizSessions.startedAt} >= ${earliest.toISOString()}`,
              sql`${quizSessions.firstAnsweredAt} >= ${month}`,
            ),
          ),
        );
      return row ?? { allowance: 0, daily: 0, weekly: 0, monthly: 0 };
    },

    /** Resets of the learner's quizzes since SINCE. */
    async resetsSince(learnerId: string, since: Date): Promise<number> {
      const [row] = await executor
        .select({ resets: count() })
        .from(quizResets)
        .where(and(eq(quizResets.learnerId, learnerId), gte(quizResets.resetAt, since)));
      return row?.resets ?? 0;
    },
  });

  // Every answer and hint asks this: the statement is built once, on first use, not per request
  // (on PostgreSQL it is prepared once per connection, too).
  let turnStatement: ReturnType<typeof prepareTurn> | undefined;
  const prepareTurn = () =>
    db
      .select({
        quiz: {
          id: quizSessions.id,
          userId: quizSessions.userId,
          kind: quizSessions.kind,
          learnerId: quizSessions.learnerId,
          currentIndex: quizSessions.currentIndex,
          isCompleted: quizSessions.isCompleted,
          countsTowardAllowance: quizSessions.countsTowardAllowance,
          firstAnsweredAt: quizSessions.firstAnsweredAt,
        },
        learnerIsActive: learners.isActive,
        question: quizQuestions,
      })
      .from(quizSessions)
      .innerJoin(learners, eq(learners.id, quizSessions.learnerId))
      .leftJoin(
        quizQuestions,
        and(eq(quizQuestions.quizId, quizSessions.id), eq(quizQuestions.position, sql.placeholder('position'))),
      )
      .where(and(eq(quizSessions.userId, sql.placeholder('userId')), eq(quizSessions.id, sql.placeholder('quizId'))))
      .limit(1)
      .prepare('quiz_turn');

  /** Holds the account's row until the transaction ends: checks of its limits then see every write before them. */
  const lockAccount = (tx: Transaction, userId: string) =>
    tx.execute(sql`select ${users.id} from ${users} where ${users.id} = ${userId} for update`);

  async function insertQuiz(executor: Executor, quiz: NewQuizSession, questions: NewQuestionRow[]) {
    const [row] = await executor.insert(quizSessions).values(quiz).returning();
    if (!row) throw new Error('quiz insert returned nothing');
    if (questions.length > 0) await executor.insert(quizQuestions).values(questions);
    return row;
  }

  return {
    ...counts(db),

    /** Checks and stores under the account's row lock, so two racing requests cannot both take the last quiz. */
    async createUnderLock(
      userId: string,
      check: (locked: ReturnType<typeof counts>) => Promise<void>,
      quiz: NewQuizSession,
      questions: NewQuestionRow[],
    ): Promise<QuizSessionRow> {
      return db.transaction(async (tx) => {
        await lockAccount(tx, userId);
        await check(counts(tx));
        return insertQuiz(tx, quiz, questions);
      });
    },

    async find(userId: string, quizId: string): Promise<QuizSessionRow | undefined> {
      if (!UUID.test(quizId)) return undefined;
      const [row] = await db
        .select()
        .from(quizSessions)
        .where(and(eq(quizSessions.userId, userId), eq(quizSessions.id, quizId)))
        .limit(1);
      return row;
    },

    /**
     * The questions of quizzes already found for their owner, in order; from position FROM on. They
     * come as one JSON value: PGlite decodes a result field by field in JavaScript, which for the
     * hundreds of questions of a history cost more than the query itself.
     */
    async questions(quizIds: string[], from = 0): Promise<StoredQuestion[]> {
      if (quizIds.length === 0) return [];
      const [row] = await db
        .select({
          questions: sql<
            StoredQuestion[] | null
          >`json_agg(${storedQuestionJson} order by ${quizQuestions.quizId}, ${quizQuestions.position})`,
        })
        .from(quizQuestions)
        .where(and(inArray(quizQuestions.quizId, quizIds), gte(quizQuestions.position, from)));
      return row?.questions ?? [];
    },

    /** The user's quiz with its question at POSITION, if it has one: what an answer or a hint decides on. */
    async turn(userId: string, quizId: string, position: number) {
      if (!UUID.test(quizId)) return undefined;
      turnStatement ??= prepareTurn();
      const [row] = await turnStatement.execute({ userId, quizId, position });
      return row;
    },

    /**
     * Stores the child's ANSWER (an option's position) to the question at POSITION, and moves the
     * quiz on, in one statement: only while that question is the quiz's current one, unanswered,
     * and the option not taken away by a hint. Undefined when any of that no longer holds (another
     * answer got there first), and then nothing is written. With LEARNING, the learner's progress
     * is stored in the same transaction (see `learn`). A typed answer that was wrong is stored as -1.
     */
    async answer(
      userId: string,
      quizId: string,
      position: number,
      answer: DecidedAnswer,
      learning?: Learning,
    ): Promise<AnsweredState | undefined> {
      if (!learning) return storeAnswer(db, userId, quizId, position, answer);
      return db.transaction(async (tx) => {
        const state = await storeAnswer(tx, userId, quizId, position, answer);
        if (state) await learn(tx, userId, learning, answer.at);
        return state;
      });
    },

    /**
     * The same for a quiz's first answer when that makes it count toward the free allowance: CHECK
     * sees the account's counts under its lock, so two first answers cannot both take the last quiz.
     */
    async answerCounting(
      userId: string,
      quizId: string,
      position: number,
      answer: DecidedAnswer,
      check: (locked: ReturnType<typeof counts>) => Promise<void>,
      learning?: Learning,
    ): Promise<AnsweredState | undefined> {
      return db.transaction(async (tx) => {
        await lockAccount(tx, userId);
        await check(counts(tx));
        const state = await storeAnswer(tx, userId, quizId, position, answer);
        if (state && learning) await learn(tx, userId, learning, answer.at);
        return state;
      });
    },

    /** Takes the options at REMOVED away from the current, unanswered, unhinted question at POSITION; false if it no longer is. */
    async hint(userId: string, quizId: string, position: number, removed: number[]): Promise<boolean> {
      const rows = await rowsOf(
        db.execute(sql`
          update quiz_questions q set removed_options = ${JSON.stringify(removed)}::jsonb
          from quiz_sessions s
          where s.id = ${quizId} and s.user_id = ${userId} and s.current_index = ${position} and not s.is_completed
            and q.quiz_id = s.id and q.position = ${position} and q.answer is null and q.removed_options = '[]'::jsonb
          returning q.position`),
      );
      return rows.length === 1;
    },

    /**
     * A reset of the learner's quiz, recorded once CHECK has seen the learner's resets under the
     * account's lock: with COPY, the retake is stored as a new quiz; without, the unfinished quiz
     * starts over in place (false, and nothing recorded, once it is finished or still being made).
     */
    async reset(
      userId: string,
      learnerId: string,
      quizId: string,
      at: Date,
      check: (locked: ReturnType<typeof counts>) => Promise<void>,
      copy?: { quiz: NewQuizSession; questions: NewQuestionRow[] },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockAccount(tx, userId);
        await check(counts(tx));
        if (copy) {
          await insertQuiz(tx, copy.quiz, copy.questions);
        } else {
          const restarted = await tx
            .update(quizSessions)
            .set({ currentIndex: 0, score: 0, isCompleted: false, completedAt: null })
            .where(
              and(
                eq(quizSessions.userId, userId),
                eq(quizSessions.id, quizId),
                eq(quizSessions.isCompleted, false),
                eq(quizSessions.isGenerating, false),
              ),
            )
            .returning({ id: quizSessions.id });
          if (restarted.length === 0) return false;
          await tx
            .update(quizQuestions)
            .set({ answer: null, isCorrect: null, removedOptions: [], answeredAt: null })
            .where(eq(quizQuestions.quizId, quizId));
        }
        await tx.insert(quizResets).values({ userId, learnerId, quizId, resetAt: at });
        return true;
      });
    },

    /** A question a model has just sent, stored after the others. */
    async appendQuestion(question: NewQuestionRow): Promise<void> {
      await db.insert(quizQuestions).values(question);
    },

    /** The model is done: the quiz keeps the questions it got, and ends if the child already answered them all. */
    async finishGeneration(quizId: string, generationMs: number, at: Date): Promise<void> {
      await db.execute(sql`
        update quiz_sessions s
        set is_generating = false,
            generation_ms = ${generationMs},
            question_count = stored.questions,
            is_completed = s.is_completed or s.current_index >= stored.questions,
            completed_at = case
              when s.is_completed then s.completed_at
              when s.current_index >= stored.questions then ${at.toISOString()}::timestamptz
            end
        from (select count(*)::int as questions from quiz_questions where quiz_id = ${quizId}) stored
        where s.id = ${quizId}`);
    },

    /** The learner's newest quiz that is not finished, started at or after SINCE. */
    async latestUnfinished(userId: string, learnerId: string, since: Date): Promise<QuizSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(quizSessions)
        .where(
          and(
            eq(quizSessions.userId, userId),
            eq(quizSessions.learnerId, learnerId),
            eq(quizSessions.isCompleted, false),
            gte(quizSessions.startedAt, since),
          ),
        )
        .orderBy(desc(quizSessions.startedAt))
        .limit(1);
      return row;
    },

    /** The bank items of the learner's latest quizzes, newest quiz first. */
    async recentItemIds(userId: string, learnerId: string, quizzes = 5): Promise<string[]> {
      const latest = db
        .select({ id: quizSessions.id, startedAt: quizSessions.startedAt })
        .from(quizSessions)
        .where(and(eq(quizSessions.userId, userId), eq(quizSessions.learnerId, learnerId)))
        .orderBy(desc(quizSessions.startedAt))
        .limit(quizzes)
        .as('latest');
      const rows = await db
        .select({ itemId: quizQuestions.itemId })
        .from(quizQuestions)
        .innerJoin(latest, eq(latest.id, quizQuestions.quizId))
        .orderBy(desc(latest.startedAt), asc(quizQuestions.position));
      return rows.map((row) => row.itemId);
    },
  };
}

export type QuizRepo = ReturnType<typeof createQuizRepo>;
