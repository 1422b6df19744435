/**
 * A deleted child cannot be read back: not from a copy of the data tables taken before the
 * deletion (crypto-shredding), and not from the database's files after it (compaction).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearnerKeyWrapper } from '../crypto/learner-key.ts';
import { createSealedBox, type SealedBox } from '../crypto/sealed-box.ts';
import { openDatabase } from '../db/client.ts';
import { LEARNER_TABLES } from '../db/compaction.ts';
import { knowMyselfProgress, learnerKeys, learners, quizQuestions, quizzes } from '../db/schema.ts';
import { learnerSealContext, progressSealContext } from '../modules/learners/learners.service.ts';
import { questionSealContext } from '../modules/quiz/quiz-questions.ts';
import { callAs, STRONG_PASSWORD, signUpParent, type TestParent } from '../test/accounts.ts';
import { knowMyselfQuizBody } from '../test/quiz-bodies.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const KEY = randomBytes(32);
const dataBox = createSealedBox(KEY);
const wrapper = createLearnerKeyWrapper(dataBox);

/** Marker values only this test's child holds. */
const SENTINELS = {
  address: 'ZZQ-ADDR-4471 Lantern Row',
  city: 'Zzqmarsh',
  school: 'ZZQ-SCHOOL Saint Brigid',
  health: 'ZZQ-HEALTH allergic to sesame',
  lastName: 'Zzqwickham',
};
const containsSentinel = (text: string) => Object.values(SENTINELS).some((value) => text.includes(value));

/** A learner with every sentinel in its details, a finished Know Myself quiz and the progress it left. */
async function childWithSentinels(testApp: TestApp, parent: TestParent) {
  const created = await callAs(testApp, parent, 'POST', '/api/learners', {
    firstName: 'Zara',
    lastName: SENTINELS.lastName,
    age: 8,
    country: 'UK',
    city: SENTINELS.city,
    schoolName: SENTINELS.school,
  });
  expect(created.statusCode, created.body).toBe(201);
  const learnerId = created.json().learner.id as string;
  const quiz = await callAs(
    testApp,
    parent,
    'POST',
    '/api/generate-category-quiz',
    knowMyselfQuizBody({ lastName: SENTINELS.lastName, homeAddress: SENTINELS.address, city: SENTINELS.city }),
  );
  expect(quiz.statusCode, quiz.body).toBe(200);
  const { sessionId, questions } = quiz.json() as { sessionId: string; questions: { options: string[] }[] };
  for (const [questionIndex, question] of questions.entries()) {
    const answered = await callAs(testApp, parent, 'POST', `/api/quiz/${sessionId}/answer`, {
      questionIndex,
      selectedAnswer: question.options[0],
    });
    expect(answered.statusCode, answered.body).toBe(200);
  }
  await testApp.app.services.learners.saveDetails(parent.userId, learnerId, {
    homeAddress: SENTINELS.address,
    importantInfo: [SENTINELS.health],
  });
  return { learnerId, quizId: sessionId };
}

interface SealedCopy {
  sealed: string;
  context: string;
}

/** The learner's sealed values as a copy of the data tables (not the key table) holds them. */
async function copyOfDataTables(testApp: TestApp, owner: { learnerId: string; userId: string }) {
  const { db } = testApp.database;
  const [learner] = await db.select().from(learners).where(eq(learners.id, owner.learnerId));
  const [progress] = await db
    .select()
    .from(knowMyselfProgress)
    .where(eq(knowMyselfProgress.learnerId, owner.learnerId));
  const questions = await db
    .select({ quizId: quizQuestions.quizId, position: quizQuestions.position, sealed: quizQuestions.sealed })
    .from(quizQuestions)
    .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
    .where(eq(quizzes.learnerId, owner.learnerId));
  if (!learner || !progress) throw new Error('the learner was not stored');
  const copies: SealedCopy[] = [
    { sealed: learner.sealed, context: learnerSealContext({ id: learner.id, userId: learner.userId }) },
    { sealed: progress.sealed, context: progressSealContext(owner) },
    ...questions.flatMap((question) =>
      question.sealed === null
        ? []
        : [
            {
              sealed: question.sealed,
              context: questionSealContext({ id: question.quizId, userId: owner.userId }, question.position),
            },
          ],
    ),
  ];
  return copies;
}

/** What of COPIES opens, and contains a sentinel, with BOX. */
function readable(copies: SealedCopy[], box: SealedBox): string[] {
  return copies.flatMap(({ sealed, context }) => {
    try {
      const text = JSON.stringify(box.open(sealed, context));
      return containsSentinel(text) ? [text] : [];
    } catch {
      return [];
    }
  });
}

/** Every box the database's key table and the data key give: what someone holding both could try. */
async function everyKeyAtHand(testApp: TestApp): Promise<SealedBox[]> {
  const keys = await testApp.database.db.select().from(learnerKeys);
  return [dataBox, ...keys.map((key) => wrapper.open(key.wrappedKey, key))];
}

describe('a deleted learner’s sealed details', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { DATA_ENCRYPTION_KEY: KEY.toString('hex') } });
  });
  afterAll(() => testApp.close());

  it('T96 crypto-shredding: a copy of the data tables taken before a learner’s deletion no longer opens after it', async () => {
    const parent = await signUpParent(testApp, 'premium');
    const { learnerId } = await childWithSentinels(testApp, parent);
    const kept = await childWithSentinels(testApp, parent);
    const owner = { learnerId, userId: parent.userId };
    const copy = await copyOfDataTables(testApp, owner);
    expect(copy.length).toBeGreaterThan(2);
    // Before the deletion the copy opens with the learner's key, and holds the sentinels.
    const before = (await everyKeyAtHand(testApp)).flatMap((box) => readable(copy, box));
    expect(before.join('\n')).toContain(SENTINELS.address);
    expect(before.join('\n')).toContain(SENTINELS.health);
    // Sealed with the learner's own key, never with the data key itself.
    expect(readable(copy, dataBox)).toEqual([]);

    const deleted = await callAs(testApp, parent, 'DELETE', `/api/learners/${learnerId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await testApp.database.db.select().from(learnerKeys).where(eq(learnerKeys.learnerId, learnerId))).toEqual(
      [],
    );
    expect((await everyKeyAtHand(testApp)).flatMap((box) => readable(copy, box))).toEqual([]);
    // The other learner's details still open.
    const other = await callAs(testApp, parent, 'GET', `/api/learners/${kept.learnerId}/prefill`);
    expect(other.json().prefillData).toMatchObject({ homeAddress: SENTINELS.address });
  });

  it('T96 crypto-shredding: a copy taken before an account’s deletion no longer opens after it', async () => {
    const parent = await signUpParent(testApp, 'premium');
    const { learnerId } = await childWithSentinels(testApp, parent);
    const copy = await copyOfDataTables(testApp, { learnerId, userId: parent.userId });
    expect((await everyKeyAtHand(testApp)).flatMap((box) => readable(copy, box))).not.toEqual([]);

    const deleted = await callAs(testApp, parent, 'DELETE', '/api/user/account', { confirmPassword: STRONG_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await testApp.database.db.select().from(learnerKeys).where(eq(learnerKeys.userId, parent.userId))).toEqual(
      [],
    );
    expect((await everyKeyAtHand(testApp)).flatMap((box) => readable(copy, box))).toEqual([]);
  });

  it('T97 compaction: deleting a learner vacuums every table that held it, after the deletion has answered', async () => {
    const parent = await signUpParent(testApp, 'premium');
    const { learnerId } = await childWithSentinels(testApp, parent);
    const vacuumed = async () => {
      const { rows } = (await testApp.database.db.execute(sql`
        select relname, coalesce(vacuum_count, 0)::int as times from pg_stat_user_tables`)) as {
        rows: { relname: string; times: number }[];
      };
      return new Map(rows.map((row) => [row.relname, row.times]));
    };
    const before = await vacuumed();
    const deleted = await callAs(testApp, parent, 'DELETE', `/api/learners/${learnerId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    await testApp.app.services.compaction.idle();
    const after = await vacuumed();
    for (const table of LEARNER_TABLES.map(getTableName)) {
      expect(after.get(table) ?? 0, table).toBeGreaterThan(before.get(table) ?? 0);
    }
  });
});

/** Every file under FOLDER, whatever its depth. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Every string in FOLDER's files shaped like a sealed value. */
function sealedValuesIn(folder: string): string[] {
  const found = new Set<string>();
  for (const file of filesUnder(folder)) {
    for (const match of readFileSync(file)
      .toString('latin1')
      .matchAll(/v1\.[A-Za-z0-9+/]{40,}={0,2}/g)) {
      found.add(match[0]);
    }
  }
  return [...found];
}

/**
 * What someone with the data folder (and so the data key) could read of the learner: the
 * sentinels in plain text, and in any sealed value that opens with the learner's key, if any
 * wrapped copy of it is left in the files, or with the data key itself.
 */
function readableOnDisk(folder: string, owner: { learnerId: string; userId: string }, contexts: string[]) {
  const plain = filesUnder(folder).filter((file) => containsSentinel(readFileSync(file).toString('latin1')));
  const sealed = sealedValuesIn(folder);
  const boxes = [dataBox];
  for (const value of sealed) {
    try {
      boxes.push(wrapper.open(value, owner));
    } catch {
      // Not this learner's key.
    }
  }
  const opened = boxes.flatMap((box) =>
    readable(
      sealed.flatMap((value) => contexts.map((context) => ({ sealed: value, context }))),
      box,
    ),
  );
  return { plain, opened, learnerKeys: boxes.length - 1 };
}

describe('the data folder after a learner is deleted and the server stops', () => {
  it('T97 compaction: no file under the PGlite folder, write-ahead log included, holds the sentinels in plain text or in a value the data key opens', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'safesteps-erasure-'));
    const env = { DATA_DIR: dataDir, DATA_ENCRYPTION_KEY: KEY.toString('hex') };
    const start = async () => {
      const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
      await database.migrate();
      return createTestApp({ env, database });
    };
    let testApp = await start();
    const parent = await signUpParent(testApp);
    const { learnerId, quizId } = await childWithSentinels(testApp, parent);
    const owner = { learnerId, userId: parent.userId };
    const contexts = [
      learnerSealContext({ id: learnerId, userId: parent.userId }),
      progressSealContext(owner),
      ...[0, 1, 2, 3, 4].map((position) => questionSealContext({ id: quizId, userId: parent.userId }, position)),
    ];
    await testApp.close();
    // Before the deletion the scan finds the learner: it can see what it looks for.
    const before = readableOnDisk(dataDir, owner, contexts);
    expect(before.learnerKeys).toBeGreaterThan(0);
    expect(before.opened.join('\n')).toContain(SENTINELS.address);

    testApp = await start();
    const deleted = await callAs(testApp, parent, 'DELETE', `/api/learners/${learnerId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    await testApp.close();
    expect(readableOnDisk(dataDir, owner, contexts)).toEqual({ plain: [], opened: [], learnerKeys: 0 });
  });
});
