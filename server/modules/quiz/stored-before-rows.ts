/**
 * Quizzes stored before questions had rows kept them, and the child's progress, as sealed JSON on
 * the quiz (migration 0008 set those aside in `quiz_sealed_before_rows`). Opening them takes the
 * data key, which only the server holds, so the server moves them into `quiz_questions` at start,
 * after the migrations, and then drops the table. Three stored shapes existed:
 * - the questions with each one's answer and hint inside them (no progress of its own);
 * - the questions alone, with the progress beside them as an entry for every question;
 * - the same, with progress only up to the last question met.
 */
import { sql } from 'drizzle-orm';
import * as z from 'zod';
import { createLearnerKeyWrapper } from '../../crypto/learner-key.ts';
import type { SealedBox } from '../../crypto/sealed-box.ts';
import type { Database } from '../../db/client.ts';
import { quizQuestions } from '../../db/schema.ts';
import type { QuizSessionRow } from './quiz.repo.ts';
import { createQuestionRows } from './quiz-questions.ts';

const Progress = z.object({ removedOptions: z.array(z.string()).optional(), userAnswer: z.string().optional() });
const StoredQuestions = z.array(
  Progress.extend({
    id: z.string(),
    question: z.string(),
    options: z.array(z.string()),
    correctAnswer: z.string(),
    explanation: z.string(),
    skill: z.string(),
  }),
);

/** Any number that names this upgrade among advisory locks, so instances starting together run it once. */
const UPGRADE_LOCK_KEY = 7_331_008;

interface SetAside {
  quiz_id: string;
  user_id: string;
  learner_id: string;
  /** The learner's own key, which the quiz's questions are sealed with now (see learner-keys-upgrade.ts). */
  wrapped_key: string;
  kind: QuizSessionRow['kind'];
  sealed_questions: string;
  sealed_progress: string | null;
  answered_at: string;
}

/**
 * Run after the migrations and after each learner has its own key, before the app serves: a no-op
 * once done, and on a new database. The old quizzes open with the data key (DATABOX).
 */
export async function upgradeQuizzesStoredBeforeRows(db: Database, dataBox: SealedBox): Promise<void> {
  const wrapper = createLearnerKeyWrapper(dataBox);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${UPGRADE_LOCK_KEY})`);
    const [table] = (
      (await tx.execute(sql`select to_regclass('quiz_sealed_before_rows') as name`)) as {
        rows: { name: string | null }[];
      }
    ).rows;
    if (!table?.name) return;
    const { rows } = (await tx.execute(sql`
      select b.quiz_id, b.user_id, s.learner_id, k.wrapped_key, s.kind, b.sealed_questions, b.sealed_progress,
             coalesce(s.completed_at, s.updated_at)::text as answered_at
      from quiz_sealed_before_rows b join quiz_sessions s on s.id = b.quiz_id
        join learner_keys k on k.learner_id = s.learner_id`)) as { rows: SetAside[] };
    for (const stored of rows) {
      const quiz = { id: stored.quiz_id, userId: stored.user_id, kind: stored.kind, learnerId: stored.learner_id };
      // The learner's key comes with the quiz: the transaction is the only connection PGlite has.
      const questionRows = await createQuestionRows({
        boxFor: async (owner) => wrapper.open(stored.wrapped_key, owner),
      }).forQuiz(quiz);
      // A quiz that cannot be opened stops the start: its data key is not this one, and nothing is lost.
      const questions = StoredQuestions.parse(dataBox.open(stored.sealed_questions, `quiz:${quiz.id}:${quiz.userId}`));
      const progress = stored.sealed_progress
        ? z.array(Progress).parse(dataBox.open(stored.sealed_progress, `quiz-progress:${quiz.id}:${quiz.userId}`))
        : questions;
      if (questions.length === 0) continue;
      await tx
        .insert(quizQuestions)
        .values(
          questions.map(({ id, skill, question, options, correctAnswer, explanation }, position) =>
            questionRows.toRow(
              position,
              { itemId: id, skill, question, options, correctAnswer, explanation, ...progress[position] },
              new Date(stored.answered_at),
            ),
          ),
        );
    }
    await tx.execute(sql`drop table quiz_sealed_before_rows`);
  });
}
