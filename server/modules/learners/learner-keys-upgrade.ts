/**
 * Learners stored before each had a key of its own had their details, Know Myself progress and
 * Know Myself questions sealed with the data key itself. At start, after the migrations, each such
 * learner gets its own key and everything of theirs is sealed again with it, in one transaction:
 * a learner has a row in `learner_keys` exactly when its data are sealed with that key, so the
 * upgrade is a no-op once done, and on a new database.
 */
import { getTableName, sql } from 'drizzle-orm';
import { createLearnerKeyWrapper } from '../../crypto/learner-key.ts';
import type { SealedBox } from '../../crypto/sealed-box.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { LEARNER_TABLES } from '../../db/compaction.ts';
import { questionSealContext } from '../quiz/quiz-questions.ts';
import { learnerSealContext, progressSealContext } from './learners.service.ts';

/** Any number that names this upgrade among advisory locks, so instances starting together run it once. */
const UPGRADE_LOCK_KEY = 7_331_030;

async function rowsOf<T>(executing: Promise<unknown>): Promise<T[]> {
  return ((await executing) as { rows: T[] }).rows;
}

const LEARNERS_WITHOUT_KEY = sql`
  select l.id, l.user_id, l.sealed from learners l
  where not exists (select 1 from learner_keys k where k.learner_id = l.id)`;

/** Returns how many learners were sealed again (their old ciphertexts are then for compaction to clear). */
export async function sealLearnersWithOwnKeys(db: Database, dataBox: SealedBox): Promise<number> {
  // Every start asks, but only a database with learners still to upgrade takes the lock and a
  // transaction: one read, and nothing held, on every other start.
  const [waiting] = await rowsOf<{ id: string }>(db.execute(sql`${LEARNERS_WITHOUT_KEY} limit 1`));
  if (!waiting) return 0;
  const wrapper = createLearnerKeyWrapper(dataBox);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${UPGRADE_LOCK_KEY})`);
    // Read again under the lock: another instance starting alongside may have done them meanwhile.
    const learners = await rowsOf<{ id: string; user_id: string; sealed: string }>(tx.execute(LEARNERS_WITHOUT_KEY));
    for (const learner of learners) {
      const owner = { learnerId: learner.id, userId: learner.user_id };
      const { box, wrappedKey } = wrapper.create(owner);
      // A ciphertext that does not open stops the start: its data key is not this one, and nothing is lost.
      const again = (sealed: string, context: string) => box.seal(dataBox.open(sealed, context), context);
      const row = { id: learner.id, userId: learner.user_id };
      await tx.execute(sql`
        update learners set sealed = ${again(learner.sealed, learnerSealContext(row))} where id = ${learner.id}`);
      for (const progress of await rowsOf<{ sealed: string }>(
        tx.execute(sql`select sealed from know_myself_progress where learner_id = ${learner.id}`),
      )) {
        await tx.execute(sql`
          update know_myself_progress set sealed = ${again(progress.sealed, progressSealContext(owner))}
          where learner_id = ${learner.id}`);
      }
      const questions = await rowsOf<{ quiz_id: string; position: number; sealed: string }>(
        tx.execute(sql`
          select q.quiz_id, q.position, q.sealed from quiz_questions q join quizzes s on s.id = q.quiz_id
          where s.learner_id = ${learner.id} and s.user_id = ${learner.user_id} and q.sealed is not null`),
      );
      for (const question of questions) {
        const context = questionSealContext({ id: question.quiz_id, userId: learner.user_id }, question.position);
        await tx.execute(sql`
          update quiz_questions set sealed = ${again(question.sealed, context)}
          where quiz_id = ${question.quiz_id} and position = ${question.position}`);
      }
      await tx.execute(sql`
        insert into learner_keys (learner_id, user_id, wrapped_key)
        values (${learner.id}, ${learner.user_id}, ${wrappedKey})`);
    }
    return learners.length;
  });
}

/**
 * Everything sealed as older versions stored it, brought up to date at start, after the
 * migrations: each learner onto a key of its own.
 * When a learner was sealed again, the tables are compacted, so their old ciphertexts (open with
 * the data key alone) are not left in the files.
 */
export async function upgradeSealedData(database: DatabaseHandle, dataBox: SealedBox): Promise<void> {
  const sealedAgain = await sealLearnersWithOwnKeys(database.db, dataBox);
  if (sealedAgain > 0) await database.compact(LEARNER_TABLES.map(getTableName));
}
