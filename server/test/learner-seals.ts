import { loadPictureRules } from '../../content/load.ts';
import { createLearnerKeyWrapper } from '../crypto/learner-key.ts';
import { createSealedBox } from '../crypto/sealed-box.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createLearnerSeals } from '../modules/learners/learner-seals.ts';
import { createLearnersRepo } from '../modules/learners/learners.repo.ts';
import { createQuestionRows } from '../modules/quiz/quiz-questions.ts';

/** The learners' boxes as the app with data key KEY has them, for tests that read stored rows. */
export function learnerSealsOf(database: Pick<DatabaseHandle, 'db'>, key: Buffer) {
  return createLearnerSeals({
    repo: createLearnersRepo(database.db),
    wrapper: createLearnerKeyWrapper(createSealedBox(key)),
  });
}

/** Question rows as the app with data key KEY reads and writes them. */
export const questionRowsOf = (database: Pick<DatabaseHandle, 'db'>, key: Buffer) =>
  createQuestionRows(learnerSealsOf(database, key), loadPictureRules());
