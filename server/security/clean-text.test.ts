import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '../../contract/text.ts';
import { learners, users } from '../db/schema.ts';
import {
  callAs,
  mailTo,
  premiumParentWithLearner,
  randomIp,
  register,
  STRONG_PASSWORD,
  type TestParent,
  uniqueEmail,
} from '../test/accounts.ts';
import { customQuizBody, knowMyselfQuizBody, safetyQuizBody } from '../test/quiz-bodies.ts';
import { createTestApp, sameOrigin, type TestApp } from '../test/test-app.ts';

let testApp: TestApp;
let parent: TestParent;
let learnerId = '';

beforeAll(async () => {
  testApp = await createTestApp();
  ({ parent, learnerId } = await premiumParentWithLearner(testApp));
});
afterAll(() => testApp.close());

const KNOW_MYSELF_DETAILS = {
  birthday: '3 May',
  parent1Name: 'Amara',
  parent1Phone: '07912 345678',
  parent1RelationshipType: 'Mum',
  phoneNumber: '07911 123456',
  city: 'Leeds',
  homeAddress: '1 Long Lane',
  schoolName: 'Hill Primary',
  teacherName: 'Mr Shah',
  gradeLevel: 'Year 3',
  siblings: [{ type: 'Brother', name: 'Ben', phone: '07912 345679' }],
  pets: [{ type: 'Cat', name: 'Mittens' }],
  importantInfo: ['Allergic to nuts'],
};

/** Every request body the API takes, valid as sent, with the path of each string field in it. */
const BODIES: [string, string, () => string, Record<string, unknown>][] = [
  [
    'POST',
    'register',
    () => '/api/auth/register',
    {
      firstName: 'A',
      lastName: 'B',
      email: 'x@example.com',
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
    },
  ],
  ['POST', 'login', () => '/api/auth/login', { email: 'x@example.com', password: STRONG_PASSWORD }],
  ['POST', 'verify', () => '/api/auth/verify', { token: 'abc' }],
  ['POST', 'forgot-password', () => '/api/auth/forgot-password', { email: 'x@example.com' }],
  [
    'POST',
    'reset-password',
    () => '/api/auth/reset-password',
    { token: 'abc', newPassword: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD },
  ],
  ['PATCH', 'profile', () => '/api/user/profile', { firstName: 'A', lastName: 'B' }],
  [
    'POST',
    'change-password',
    () => '/api/user/change-password',
    { currentPassword: 'x', newPassword: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD },
  ],
  ['DELETE', 'delete account', () => '/api/user/account', { confirmPassword: 'x' }],
  [
    'POST',
    'new learner',
    () => '/api/learners',
    { firstName: 'A', lastName: 'B', age: 8, country: 'UK', city: 'Leeds', schoolName: 'Hill' },
  ],
  [
    'PUT',
    'edit learner',
    () => `/api/learners/${learnerId}`,
    { firstName: 'A', lastName: 'B', age: 8, country: 'UK', city: 'Leeds', schoolName: 'Hill' },
  ],
  ['POST', 'safety quiz', () => '/api/generate-category-quiz', safetyQuizBody()],
  ['POST', 'know myself quiz', () => '/api/generate-category-quiz', knowMyselfQuizBody(KNOW_MYSELF_DETAILS)],
  [
    'POST',
    'custom quiz',
    () => '/api/generate-custom-quiz',
    customQuizBody({ description: 'All about them', topic: 'Volcanoes' }),
  ],
  ['POST', 'answer', () => '/api/quiz/some-quiz/answer', { questionIndex: 0, selectedAnswer: 'x' }],
  ['POST', 'checkout', () => '/api/stripe/create-checkout', { priceId: 'price_demo_monthly', planType: 'monthly' }],
  ['POST', 'demo payment', () => '/api/demo/complete', { checkoutId: 'cs_demo_x' }],
];

/** Paths to every string in a body, nested ones included (`siblings.0.name`). */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  }
  return [];
}

function withString(body: Record<string, unknown>, path: (string | number)[], change: (value: string) => string) {
  const copy = structuredClone(body);
  let target: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  target[last] = change(String(target[last]));
  return copy;
}

/** Everything stored that a refused request could have changed. */
async function storedState(): Promise<string> {
  const db = testApp.database.db;
  return JSON.stringify([
    await db.select().from(users).orderBy(users.id),
    await db.select().from(learners).orderBy(learners.id),
  ]);
}

const NAME_FIELDS =
  /(^|\.)(firstName|lastName|parent1Name|parent2Name|teacherName|subject|topic)$|^siblings\.\d+\.name$|^pets\.\d+\.name$/;
/** Fields that take one of a fixed list of values: anything else is refused with the list's own message. */
const CHOICE_FIELDS = /(^|\.)(country|category|ageBracket|difficultyLevel|parent1RelationshipType|planType|type)$/;
const INVISIBLE = {
  'right-to-left override': '\u202E',
  'zero-width space': '\u200B',
  'line break': '\r\n',
  // A joiner is refused where no letter stands on both sides of it.
  'zero-width joiner before a dot': '\u200D.',
  'zero-width non-joiner before a space': '\u200C ',
};

describe('T75 clean-text: control characters are refused at the contract, in every string field', () => {
  it('T75 clean-text: NUL and other control characters in any string field of any body answer 400 with a clear message, and store nothing', async () => {
    const before = await storedState();
    for (const [method, name, url, valid] of BODIES) {
      for (const path of stringPaths(valid)) {
        for (const control of ['\u0000', '\u0007', '\u001B', '\u007F', '\u0085']) {
          const body = withString(valid, path, (value) => `${value}${control}x`);
          const response = await callAs(testApp, parent, method as 'POST', url(), body);
          const label = `${name} ${path.join('.')} ${JSON.stringify(control)}`;
          expect(response.statusCode, label).toBe(400);
          if (!CHOICE_FIELDS.test(path.join('.')) || path[0] === 'pets') {
            expect(response.json().error, label).toMatch(/control characters/);
          }
        }
      }
    }
    expect(await storedState()).toBe(before);
  });

  it('T75 clean-text: names and subjects also refuse line breaks, bidirectional overrides and zero-width characters', async () => {
    const before = await storedState();
    let checked = 0;
    for (const [method, name, url, valid] of BODIES) {
      for (const path of stringPaths(valid).filter((candidate) => NAME_FIELDS.test(candidate.join('.')))) {
        for (const [kind, character] of Object.entries(INVISIBLE)) {
          const response = await callAs(
            testApp,
            parent,
            method as 'POST',
            url(),
            withString(valid, path, (value) => `${value}${character}gnp.exe`),
          );
          const label = `${name} ${path.join('.')} ${kind}`;
          expect(response.statusCode, label).toBe(400);
          expect(response.json().error, label).toMatch(/must be plain text on one line/);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(await storedState()).toBe(before);
  });

  it('T75 clean-text: free text keeps its line breaks, and names keep their accents and scripts', async () => {
    const learner = await callAs(testApp, parent, 'PUT', `/api/learners/${learnerId}`, {
      firstName: 'Zoë',
      lastName: 'Nguyễn-عمر',
      age: 8,
      country: 'UK',
    });
    expect(learner.statusCode).toBe(200);
    expect(learner.json().learner.firstName).toBe('Zoë');
    // Persian writes some names with a zero-width non-joiner between two letters (Mehrnush).
    const persian = 'مهر\u200Cنوش';
    const joined = await callAs(testApp, parent, 'PUT', `/api/learners/${learnerId}`, {
      firstName: persian,
      lastName: 'Nguyễn',
      age: 8,
      country: 'UK',
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().learner.firstName).toBe(persian);
  });

  it('T75 clean-text: firstName "nul\\u0000" on sign-up or the profile answers 400, never 500, and stores nothing', async () => {
    const email = uniqueEmail('nul');
    const registered = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: sameOrigin,
      remoteAddress: randomIp(),
      payload: {
        firstName: 'nul\u0000',
        lastName: 'B',
        email,
        password: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
      },
    });
    expect(registered.statusCode).toBe(400);
    expect(registered.json()).toEqual({ error: TEXT_MESSAGES.notPlainLine('Names'), code: 'BAD_REQUEST' });
    expect(await testApp.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await mailTo(testApp, email)).toEqual([]);

    const profile = await callAs(testApp, parent, 'PATCH', '/api/user/profile', {
      firstName: 'nul\u0000',
      lastName: 'B',
    });
    expect(profile.statusCode).toBe(400);
    const [stored] = await testApp.database.db.select().from(users).where(eq(users.id, parent.userId));
    expect(stored?.firstName).toBe('Amara');
    expect(testApp.logs.join('')).not.toContain('"statusCode":500');
  });

  it('T75 clean-text: a sign-up for someone else’s address cannot put lines or a link of its own in SafeSteps’ mail', async () => {
    const victim = uniqueEmail('victim');
    const response = await register(
      testApp,
      victim,
      STRONG_PASSWORD,
      'X\r\nSubject: Urgent\r\nLog in at http://evil.example/x',
    );
    expect(response.statusCode).toBe(400);
    expect(await mailTo(testApp, victim)).toEqual([]);

    // A plain first name is the only text of the sender's in the mail; the last name is never sent.
    const plain = uniqueEmail('plain');
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: sameOrigin,
      remoteAddress: randomIp(),
      payload: {
        firstName: 'Amara',
        lastName: 'Visit evil dot example',
        email: plain,
        password: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
      },
    });
    const [mail] = await mailTo(testApp, plain);
    expect(mail?.text.startsWith('Hi Amara,\n\n')).toBe(true);
    expect(`${mail?.subject} ${mail?.text} ${mail?.html}`).not.toContain('evil');
  });
});

describe('T86 names-are-names', () => {
  it('T86 names-are-names: sign-up, the profile and learners refuse a name that is not one, and store nothing', async () => {
    const email = uniqueEmail('urgent');
    const registered = await register(testApp, email, STRONG_PASSWORD, 'Urgent: sign in at https://evil.example/login');
    expect(registered.statusCode).toBe(400);
    expect(registered.json()).toEqual({ error: TEXT_MESSAGES.notAName, code: 'BAD_REQUEST' });
    expect(await testApp.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await mailTo(testApp, email)).toEqual([]);

    const profile = await callAs(testApp, parent, 'PATCH', '/api/user/profile', {
      firstName: 'Amara',
      lastName: 'Call 0800 123 456',
    });
    expect(profile.json()).toEqual({ error: TEXT_MESSAGES.notAName, code: 'BAD_REQUEST' });
    const [stored] = await testApp.database.db.select().from(users).where(eq(users.id, parent.userId));
    expect(stored?.lastName).toBe('Okafor');

    const before = await storedState();
    for (const firstName of ['Zara\u00AD', '\u3164', '\u2800', 'Zara\u{E0041}', 'zara@example.com']) {
      const learner = await callAs(testApp, parent, 'PUT', `/api/learners/${learnerId}`, {
        firstName,
        lastName: 'Okafor',
        age: 8,
        country: 'UK',
      });
      expect(learner.statusCode, JSON.stringify(firstName)).toBe(400);
    }
    expect(await storedState()).toBe(before);

    const irish = await callAs(testApp, parent, 'PUT', `/api/learners/${learnerId}`, {
      firstName: 'Seán',
      lastName: 'Ó Briain',
      age: 8,
      country: 'UK',
    });
    expect(irish.statusCode).toBe(200);
    expect(irish.json().learner).toMatchObject({ firstName: 'Seán', lastName: 'Ó Briain' });
  });

  it('T86 names-are-names: a name stored before the rule is read back as it was', async () => {
    await testApp.database.db.update(users).set({ firstName: 'R2-D2' }).where(eq(users.id, parent.userId));
    const me = await callAs(testApp, parent, 'GET', '/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user.firstName).toBe('R2-D2');
    await testApp.database.db.update(users).set({ firstName: 'Amara' }).where(eq(users.id, parent.userId));
  });
});

describe('T75 clean-text: database errors are logged by code and constraint, never with the query or its parameters', () => {
  it('T75 clean-text: a forced database error answers a generic 500 and logs no e-mail, hash or SQL (T40)', async () => {
    const app = await createTestApp();
    await app.database.db.execute(
      sql.raw(`alter table users add constraint users_refuse_boom check (first_name <> 'Boom')`),
    );
    const email = uniqueEmail('boom');
    const response = await register(app, email, STRONG_PASSWORD, 'Boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'Something went wrong on our side. Please try again in a moment.',
      code: 'INTERNAL',
    });
    const log = app.logs.join('\n');
    const failure = app.logs.map((line) => JSON.parse(line)).find((line) => line.msg === 'request failed');
    expect(failure?.err).toMatchObject({ type: 'DatabaseError', code: '23514', constraint: 'users_refuse_boom' });
    for (const secret of [email, '$argon2id', STRONG_PASSWORD, 'insert into', 'Failed query', 'params']) {
      expect(log, secret).not.toContain(secret);
    }
    await app.close();
  });
});
