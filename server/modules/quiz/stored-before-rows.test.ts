import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../../adapters/rate-limit/memory-rate-limiter.ts';
import { systemClock } from '../../clock.ts';
import { createSealedBox } from '../../crypto/sealed-box.ts';
import { type Database, MIGRATIONS_FOLDER } from '../../db/client.ts';
import { quizQuestions } from '../../db/schema.ts';
import { callAs, signUpParent, type TestParent } from '../../test/accounts.ts';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/test-app.ts';
import { upgradeSealedData } from '../learners/learner-keys-upgrade.ts';
import { upgradeQuizzesStoredBeforeRows } from './stored-before-rows.ts';

/** The migrations as they were before questions had rows (up to 0007), in a folder of their own. */
function migrationsBeforeRows(): string {
  const folder = mkdtempSync(join(tmpdir(), 'safesteps-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= 7);
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries) cpSync(join(MIGRATIONS_FOLDER, `${tag}.sql`), join(folder, `${tag}.sql`));
  return folder;
}

const KEY = randomBytes(32);
const env = { DATA_ENCRYPTION_KEY: KEY.toString('hex') };
const box = createSealedBox(KEY);
const OPTIONS = ['Tell a grown-up', 'Keep it secret', 'Go alone'];
const questionsOf = (prefix: string) =>
  [0, 1, 2].map((number) => ({
    id: `${prefix}-${number}`,
    question: `${prefix} question ${number}?`,
    options: OPTIONS,
    correctAnswer: OPTIONS[0],
    explanation: 'A grown-up you trust can help.',
    skill: 'trusted-adults',
  }));

/** The name of the table migration 0008 sets old quizzes aside in, while it exists. */
async function setAsideTable(db: Database): Promise<string | null> {
  const { rows } = (await db.execute(sql`select to_regclass('quiz_sealed_before_rows')::text as name`)) as {
    rows: { name: string | null }[];
  };
  return rows[0]?.name ?? null;
}

let testApp: TestApp;
let parent: TestParent;
const quizzes = { inside: randomUUID(), full: randomUUID(), short: randomUUID() };

beforeAll(async () => {
  const database = await createTestDatabase(migrationsBeforeRows());
  // The app of before runs on that schema for everything but quizzes: a parent and a learner.
  // Its limits counted in memory then: the table that keeps them now is not there yet.
  const before = await createTestApp({
    env,
    database: { ...database, close: async () => {} },
    limiter: createMemoryRateLimiter(systemClock),
  });
  parent = await signUpParent(before, 'free');
  // The learner as stored then, before learners had an emergency number or a wait-for-Next switch.
  const learnerId = randomUUID();
  const sealedLearner = box.seal(
    { firstName: 'Zara', lastName: 'Okafor', details: {} },
    `learner:${learnerId}:${parent.userId}`,
  );
  await database.db.execute(sql`
    insert into learners (id, user_id, age, country, is_active, sealed)
    values (${learnerId}, ${parent.userId}, 8, 'UK', true, ${sealedLearner})`);
  const store = async (id: string, kind: string, sealedQuestions: unknown, sealedProgress: unknown, at: number) => {
    const context = (part: string) => `${part}:${id}:${parent.userId}`;
    await database.db.execute(sql`
      insert into quiz_sessions (id, user_id, learner_id, kind, quiz_type, subject, title, settings, sealed_questions,
        sealed_progress, version, question_ids, question_count, current_index, score, is_completed,
        counts_toward_allowance, generator, started_at, completed_at)
      values (${id}, ${parent.userId}, ${learnerId}, ${kind}, 'general-safety', 'general-safety', 'Everyday Safety',
        '{}'::jsonb, ${box.seal(sealedQuestions, context('quiz'))},
        ${sealedProgress === null ? null : box.seal(sealedProgress, context('quiz-progress'))}, 3, '[]'::jsonb, 3,
        ${at}, ${at === 1 ? 0 : 1}, ${at === 3}, true, 'offline', now(), ${at === 3 ? sql`now()` : null})`);
  };
  // Progress inside the questions: question 0 answered wrong.
  await store(
    quizzes.inside,
    'safety',
    questionsOf('inside').map((question, index) => ({
      ...question,
      removedOptions: index === 1 ? ['Go alone'] : [],
      ...(index === 0 && { userAnswer: 'Keep it secret' }),
    })),
    null,
    1,
  );
  // Progress beside them, an entry for every question: question 0 right, a hint on question 1.
  await store(
    quizzes.full,
    'safety',
    questionsOf('full'),
    [{ removedOptions: [], userAnswer: OPTIONS[0] }, { removedOptions: ['Go alone'] }, { removedOptions: [] }],
    2,
  );
  // Progress up to the last question met, on a finished Know Myself quiz.
  await store(
    quizzes.short,
    'know-myself',
    questionsOf('short'),
    [{ userAnswer: OPTIONS[0] }, { userAnswer: OPTIONS[1] }, { userAnswer: OPTIONS[2] }],
    3,
  );
  await before.close();
  // As the server starts: the migrations, then the upgrade with the data key.
  await database.migrate();
  await upgradeSealedData(database, box);
  testApp = await createTestApp({ env, database });
});
afterAll(() => testApp.close());

const call = (method: 'GET' | 'POST', url: string, payload?: unknown) => callAs(testApp, parent, method, url, payload);

describe('quizzes stored before questions had rows', () => {
  it('are moved into rows at start, and the table that held them is gone', async () => {
    const rows = await testApp.database.db.select().from(quizQuestions);
    expect(rows).toHaveLength(9);
    expect(await setAsideTable(testApp.database.db)).toBeNull();
    // Know Myself stays sealed; the others are plain.
    const short = rows.filter((row) => row.quizId === quizzes.short);
    expect(short.every((row) => row.sealed !== null && row.question === null)).toBe(true);
    expect(rows.filter((row) => row.quizId !== quizzes.short).every((row) => row.sealed === null)).toBe(true);
    expect(short.map((row) => row.answer)).toEqual([0, 1, 2]);
  });

  it('play on from where the child was, with the answers and hints they had', async () => {
    const inside = (await call('GET', `/api/quiz/${quizzes.inside}`)).json();
    expect(inside).toMatchObject({ currentQuestionIndex: 1, score: 0, isCompleted: false });
    expect(inside.questions[0]).toMatchObject({ userAnswer: 'Keep it secret', isCorrect: false });
    expect(inside.questions[1]).toMatchObject({ removedOptions: ['Go alone'] });
    for (const index of [1, 2]) {
      const answer = await call('POST', `/api/quiz/${quizzes.inside}/answer`, {
        questionIndex: index,
        selectedAnswer: OPTIONS[0],
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const results = (await call('GET', `/api/quiz/${quizzes.inside}/results`)).json();
    expect(results).toMatchObject({ score: 2, total: 3 });
    expect(results.questionsWithAnswers[0]).toMatchObject({ userAnswer: 'Keep it secret', isCorrect: false });

    const full = (await call('GET', `/api/quiz/${quizzes.full}`)).json();
    expect(full).toMatchObject({ currentQuestionIndex: 2, score: 1 });
    expect(full.questions[1]).toMatchObject({ removedOptions: ['Go alone'] });
    const last = await call('POST', `/api/quiz/${quizzes.full}/answer`, {
      questionIndex: 2,
      selectedAnswer: OPTIONS[1],
    });
    expect(last.json()).toMatchObject({ isCompleted: true, newScore: 1 });

    const short = (await call('GET', `/api/quiz/${quizzes.short}/results`)).json();
    expect(short.questionsWithAnswers.map((question: { userAnswer: string }) => question.userAnswer)).toEqual(OPTIONS);
    expect(short).toMatchObject({ score: 1, total: 3 });
  });

  it('keep their bank items for the next quiz’s choice of questions', async () => {
    const items = await testApp.database.db
      .select({ itemId: quizQuestions.itemId })
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quizzes.full))
      .orderBy(quizQuestions.position);
    expect(items.map((item) => item.itemId)).toEqual(['full-0', 'full-1', 'full-2']);
  });
});

describe('a database that had no quizzes', () => {
  it('gets no table of quizzes to upgrade', async () => {
    const database = await createTestDatabase();
    try {
      await upgradeQuizzesStoredBeforeRows(database.db, box);
      expect(await setAsideTable(database.db)).toBeNull();
    } finally {
      await database.close();
    }
  });
});
