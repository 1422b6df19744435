import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLearnerKeyWrapper } from '../../crypto/learner-key.ts';
import { createSealedBox } from '../../crypto/sealed-box.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { knowMyselfProgress, learnerKeys, learners, quizQuestions } from '../../db/schema.ts';
import { callAs, signUpParent, type TestParent } from '../../test/accounts.ts';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/test-app.ts';
import { questionSealContext } from '../quiz/quiz-questions.ts';
import { upgradeSealedData } from './learner-keys-upgrade.ts';
import { learnerSealContext, progressSealContext } from './learners.service.ts';

const KEY = randomBytes(32);
const dataBox = createSealedBox(KEY);
const env = { DATA_ENCRYPTION_KEY: KEY.toString('hex') };

const PROGRESS = [
  {
    detail: 'city',
    timesAsked: 1,
    timesRight: 1,
    rightDays: ['2026-11-20'],
    mastered: false,
    reviews: 0,
    nextDue: '2026-11-21',
  },
];
const QUESTION = {
  question: 'What is your address?',
  options: ['12 Harbour Lane', '3 Mill Road', '40 Church Street'],
  correctAnswer: '12 Harbour Lane',
  explanation: 'It helps a grown-up bring you home.',
};

let testApp: TestApp;
let database: DatabaseHandle;
let parent: TestParent;
const learnerId = randomUUID();
const quizId = randomUUID();
const compacted: string[][] = [];

/** The learner as stored before learners had keys of their own: everything sealed with the data key. */
async function storeTheOldWay() {
  const owner = { learnerId, userId: parent.userId };
  await database.db.execute(sql`
    insert into learners (id, user_id, age, country, is_active, sealed)
    values (${learnerId}, ${parent.userId}, 8, 'UK', true,
      ${dataBox.seal({ firstName: 'Zara', lastName: 'Okafor', details: { city: 'Leeds' } }, learnerSealContext({ id: learnerId, userId: parent.userId }))})`);
  await database.db.insert(knowMyselfProgress).values({
    learnerId,
    userId: parent.userId,
    sealed: dataBox.seal(PROGRESS, progressSealContext(owner)),
  });
  await database.db.execute(sql`
    insert into quizzes (id, user_id, learner_id, kind, quiz_type, subject, title, settings, question_count,
      counts_toward_allowance, generator, started_at)
    values (${quizId}, ${parent.userId}, ${learnerId}, 'know-myself', 'personal-info', 'personal-info-recall',
      'Know Myself', '{}'::jsonb, 1, false, 'offline', now())`);
  await database.db.insert(quizQuestions).values({
    quizId,
    position: 0,
    itemId: 'know-myself:homeAddress',
    skill: 'personal-info',
    sealed: dataBox.seal(QUESTION, questionSealContext({ id: quizId, userId: parent.userId }, 0)),
  });
}

async function storedSealedValues() {
  const [learner] = await database.db.select().from(learners).where(eq(learners.id, learnerId));
  const [progress] = await database.db
    .select()
    .from(knowMyselfProgress)
    .where(eq(knowMyselfProgress.learnerId, learnerId));
  const [question] = await database.db.select().from(quizQuestions).where(eq(quizQuestions.quizId, quizId));
  return { learner: learner?.sealed, progress: progress?.sealed, question: question?.sealed };
}

beforeAll(async () => {
  const created = await createTestDatabase();
  database = { ...created, compact: async (tables) => void compacted.push([...tables]) };
  testApp = await createTestApp({ env, database: { ...created, close: async () => {} } });
  parent = await signUpParent(testApp);
  await storeTheOldWay();
});
afterAll(async () => {
  await testApp.close();
  await database.close();
});

describe('learners stored before each had its own key', () => {
  it('T98 learner-key-upgrade: are sealed again with a key of their own at start, once, and the tables compacted', async () => {
    const old = await storedSealedValues();
    await upgradeSealedData(database, dataBox);

    const [key] = await database.db.select().from(learnerKeys).where(eq(learnerKeys.learnerId, learnerId));
    if (!key) throw new Error('the learner got no key');
    const box = createLearnerKeyWrapper(dataBox).open(key.wrappedKey, key);
    const now = await storedSealedValues();
    const owner = { learnerId, userId: parent.userId };
    const contexts = {
      learner: learnerSealContext({ id: learnerId, userId: parent.userId }),
      progress: progressSealContext(owner),
      question: questionSealContext({ id: quizId, userId: parent.userId }, 0),
    };
    for (const part of ['learner', 'progress', 'question'] as const) {
      const sealed = now[part] ?? '';
      expect(sealed, part).not.toBe(old[part]);
      expect(() => dataBox.open(sealed, contexts[part]), part).toThrow();
      expect(box.open(sealed, contexts[part]), part).toEqual(dataBox.open(old[part] ?? '', contexts[part]));
    }
    expect(compacted).toHaveLength(1);
    expect(compacted[0]).toEqual(expect.arrayContaining(['learners', 'learner_keys', 'quiz_questions']));

    // Started again: nothing left to do, nothing changes, and no lock or transaction is taken for it.
    const transactions = vi.spyOn(database.db, 'transaction');
    await upgradeSealedData(database, dataBox);
    expect(transactions).not.toHaveBeenCalled();
    transactions.mockRestore();
    expect(await storedSealedValues()).toEqual(now);
    expect(compacted).toHaveLength(1);
  });

  it('T98 learner-key-upgrade: open in the app as before: details, progress and the quiz', async () => {
    const prefill = await callAs(testApp, parent, 'GET', `/api/learners/${learnerId}/prefill`);
    expect(prefill.json().prefillData).toMatchObject({ firstName: 'Zara', lastName: 'Okafor', city: 'Leeds' });
    const quiz = await callAs(testApp, parent, 'GET', `/api/quiz/${quizId}`);
    expect(quiz.statusCode, quiz.body).toBe(200);
    expect(quiz.json().questions[0]).toMatchObject({ question: QUESTION.question, options: QUESTION.options });
    // A progress that did not open would answer 500.
    const progress = await callAs(testApp, parent, 'GET', `/api/learners/${learnerId}/know-myself-progress`);
    expect(progress.statusCode, progress.body).toBe(200);
  });
});
