import { and, asc, count, desc, eq, getTableColumns, gte, inArray, sql } from 'drizzle-orm';
import { type ALLOWANCE_USES, allowanceUses, learners, quizQuestions, quizResets, quizzes } from '../../db/schema.ts';
import type { Executor } from '../../db/unit-of-work.ts';

export type QuizRow = typeof quizzes.$inferSelect;
export type NewQuiz = typeof quizzes.$inferInsert;
export type QuestionRow = typeof quizQuestions.$inferSelect;
export type NewQuestionRow = typeof quizQuestions.$inferInsert;
/** A question as play and history read it: its row without when it was answered. */
export type StoredQuestion = Omit<QuestionRow, 'answeredAt'>;
export type AllowanceUse = (typeof ALLOWANCE_USES)[number];

/** The account's allowance windows: the calendar day, week (from Monday) and month holding now. */
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

export interface DecidedAnswer {
  option: number;
  /** What the child typed, sealed; null for an option chosen. */
  typedSealed: string | null;
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
        select id from quizzes
        where id = ${quizId} and user_id = ${userId} and current_index = ${position} and not is_completed
        for update
      ), answered as (
        update quiz_questions q
        set answer = ${answer.option}, typed_answer_sealed = ${answer.typedSealed}, is_correct = ${answer.isCorrect}, answered_at = ${at}
        from turn
        where q.quiz_id = turn.id and q.position = ${position} and q.answer is null
          and not q.removed_options @> jsonb_build_array(${answer.option}::int)
        returning q.quiz_id
      ), stored as (
        select count(*)::int as questions from quiz_questions where quiz_id = ${quizId}
      )
      update quizzes s
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

/**
 * The quiz tables' queries over EXECUTOR: the database, or a unit of work's transaction when a
 * limit is checked before writing (see db/unit-of-work.ts).
 */
export function createQuizRepo(executor: Executor) {
  // Every answer and hint asks this: the statement is built once, on first use, not per request
  // (on PostgreSQL it is prepared once per connection, too).
  let turnStatement: ReturnType<typeof prepareTurn> | undefined;
  const prepareTurn = () =>
    executor
      .select({
        quiz: {
          id: quizzes.id,
          userId: quizzes.userId,
          kind: quizzes.kind,
          learnerId: quizzes.learnerId,
          currentIndex: quizzes.currentIndex,
          isCompleted: quizzes.isCompleted,
          countsTowardAllowance: quizzes.countsTowardAllowance,
          firstAnsweredAt: quizzes.firstAnsweredAt,
        },
        learnerIsActive: learners.isActive,
        question: quizQuestions,
      })
      .from(quizzes)
      .innerJoin(learners, eq(learners.id, quizzes.learnerId))
      .leftJoin(
        quizQuestions,
        and(eq(quizQuestions.quizId, quizzes.id), eq(quizQuestions.position, sql.placeholder('position'))),
      )
      .where(and(eq(quizzes.userId, sql.placeholder('userId')), eq(quizzes.id, sql.placeholder('quizId'))))
      .limit(1)
      .prepare('quiz_turn');

  return {
    /**
     * In one statement, from the account's allowance uses: new quizzes (not retakes) started since
     * each window's start, and free safety quizzes first answered this month.
     */
    async activity(userId: string, since: ActivityWindows): Promise<Activity> {
      const newSince = (start: Date) =>
        sql`${allowanceUses.kind} = 'new-quiz' and ${allowanceUses.usedAt} >= ${start.toISOString()}`;
      const earliest = [since.day, since.week, since.month].reduce((a, b) => (a < b ? a : b));
      const [row] = await executor
        .select({
          allowance:
            sql<number>`count(*) filter (where ${allowanceUses.kind} = 'free-safety-quiz' and ${allowanceUses.usedAt} >= ${since.month.toISOString()})`.mapWith(
              Number,
            ),
          daily: sql<number>`count(*) filter (where ${newSince(since.day)})`.mapWith(Number),
          weekly: sql<number>`count(*) filter (where ${newSince(since.week)})`.mapWith(Number),
          monthly: sql<number>`count(*) filter (where ${newSince(since.month)})`.mapWith(Number),
        })
        .from(allowanceUses)
        .where(and(eq(allowanceUses.userId, userId), gte(allowanceUses.usedAt, earliest)));
      return row ?? { allowance: 0, daily: 0, weekly: 0, monthly: 0 };
    },

    /** Records what QUIZ used of the account's allowances; once per quiz and kind. */
    async recordUse(userId: string, kind: AllowanceUse, quizId: string, at: Date): Promise<void> {
      await executor.insert(allowanceUses).values({ userId, kind, quizId, usedAt: at }).onConflictDoNothing();
    },

    /** Resets of the learner's quizzes since SINCE. */
    async resetsSince(userId: string, learnerId: string, since: Date): Promise<number> {
      const [row] = await executor
        .select({ resets: count() })
        .from(quizResets)
        .where(and(eq(quizResets.userId, userId), eq(quizResets.learnerId, learnerId), gte(quizResets.resetAt, since)));
      return row?.resets ?? 0;
    },

    async insert(quiz: NewQuiz, questions: NewQuestionRow[]): Promise<QuizRow> {
      const [row] = await executor.insert(quizzes).values(quiz).returning();
      if (!row) throw new Error('quiz insert returned nothing');
      if (questions.length > 0) await executor.insert(quizQuestions).values(questions);
      return row;
    },

    async find(userId: string, quizId: string): Promise<QuizRow | undefined> {
      if (!UUID.test(quizId)) return undefined;
      const [row] = await executor
        .select()
        .from(quizzes)
        .where(and(eq(quizzes.userId, userId), eq(quizzes.id, quizId)))
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
      const [row] = await executor
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
     * answer got there first), and then nothing is written. A typed answer that was wrong is stored as -1, with
     * what was typed (sealed) beside it.
     */
    async answer(
      userId: string,
      quizId: string,
      position: number,
      answer: DecidedAnswer,
    ): Promise<AnsweredState | undefined> {
      return storeAnswer(executor, userId, quizId, position, answer);
    },

    /** Takes the options at REMOVED away from the current, unanswered, unhinted question at POSITION; false if it no longer is. */
    async hint(userId: string, quizId: string, position: number, removed: number[]): Promise<boolean> {
      const rows = await rowsOf(
        executor.execute(sql`
          update quiz_questions q set removed_options = ${JSON.stringify(removed)}::jsonb
          from quizzes s
          where s.id = ${quizId} and s.user_id = ${userId} and s.current_index = ${position} and not s.is_completed
            and q.quiz_id = s.id and q.position = ${position} and q.answer is null and q.removed_options = '[]'::jsonb
          returning q.position`),
      );
      return rows.length === 1;
    },

    /** Starts an unfinished quiz over in place; false once it is finished or still being made. */
    async restart(userId: string, quizId: string): Promise<boolean> {
      const restarted = await executor
        .update(quizzes)
        .set({ currentIndex: 0, score: 0, isCompleted: false, completedAt: null })
        .where(
          and(
            eq(quizzes.userId, userId),
            eq(quizzes.id, quizId),
            eq(quizzes.isCompleted, false),
            eq(quizzes.isGenerating, false),
          ),
        )
        .returning({ id: quizzes.id });
      if (restarted.length === 0) return false;
      await executor
        .update(quizQuestions)
        .set({ answer: null, typedAnswerSealed: null, isCorrect: null, removedOptions: [], answeredAt: null })
        .where(eq(quizQuestions.quizId, quizId));
      return true;
    },

    async recordReset(reset: { userId: string; learnerId: string; quizId: string; resetAt: Date }): Promise<void> {
      await executor.insert(quizResets).values(reset);
    },

    /** A question a model has just sent, stored after the others. */
    async appendQuestion(question: NewQuestionRow): Promise<void> {
      await executor.insert(quizQuestions).values(question);
    },

    /**
     * The model is done, or FAILED (stopped early, or given up on): the quiz keeps the questions it
     * got, and ends if the child already answered them all. Only a quiz still generating changes,
     * so a late finish cannot undo a failure recorded first, nor the other way round.
     */
    async finishGeneration(
      quizId: string,
      { generationMs, at, failed }: { generationMs: number; at: Date; failed: boolean },
    ): Promise<void> {
      await executor.execute(sql`
        update quizzes s
        set is_generating = false,
            generation_failed = ${failed},
            generation_ms = ${generationMs},
            question_count = stored.questions,
            is_completed = s.is_completed or s.current_index >= stored.questions,
            completed_at = case
              when s.is_completed then s.completed_at
              when s.current_index >= stored.questions then ${at.toISOString()}::timestamptz
            end,
            updated_at = ${at.toISOString()}::timestamptz
        from (select count(*)::int as questions from quiz_questions where quiz_id = ${quizId}) stored
        where s.id = ${quizId} and s.is_generating`);
    },

    /** The learner's newest quiz that is not finished, started at or after SINCE. */
    async latestUnfinished(userId: string, learnerId: string, since: Date): Promise<QuizRow | undefined> {
      const [row] = await executor
        .select()
        .from(quizzes)
        .where(
          and(
            eq(quizzes.userId, userId),
            eq(quizzes.learnerId, learnerId),
            eq(quizzes.isCompleted, false),
            gte(quizzes.startedAt, since),
          ),
        )
        .orderBy(desc(quizzes.startedAt))
        .limit(1);
      return row;
    },

    /** The bank items of the learner's latest quizzes, newest quiz first. */
    async recentItemIds(userId: string, learnerId: string, latestCount = 5): Promise<string[]> {
      const latest = executor
        .select({ id: quizzes.id, startedAt: quizzes.startedAt })
        .from(quizzes)
        .where(and(eq(quizzes.userId, userId), eq(quizzes.learnerId, learnerId)))
        .orderBy(desc(quizzes.startedAt))
        .limit(latestCount)
        .as('latest');
      const rows = await executor
        .select({ itemId: quizQuestions.itemId })
        .from(quizQuestions)
        .innerJoin(latest, eq(latest.id, quizQuestions.quizId))
        .orderBy(desc(latest.startedAt), asc(quizQuestions.position));
      return rows.map((row) => row.itemId);
    },
  };
}

export type QuizRepo = ReturnType<typeof createQuizRepo>;
