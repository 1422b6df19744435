import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Learner, LearnerDetails } from '../../../contract/learners.ts';
import { learners } from '../../db/schema.ts';
import { type ApiMethod, callAs, signUpParent, type TestParent } from '../../test/accounts.ts';
import { createTestApp, sameOrigin, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

const SENTINEL_DETAILS: LearnerDetails = {
  birthday: 'ZZQ-BIRTHDAY-0412',
  parent1Name: 'ZZQ-PARENT1-NAME',
  parent1Phone: 'ZZQ-PHONE-0791',
  parent1RelationshipType: 'Foster Parent',
  parent2Name: 'ZZQ-PARENT2-NAME',
  parent2Phone: 'ZZQ-PHONE2-0792',
  parent2RelationshipType: 'Grandma',
  phoneNumber: 'ZZQ-OWNPHONE-0793',
  city: 'ZZQ-CITY',
  homeAddress: 'ZZQ-ADDR-7731',
  schoolName: 'ZZQ-SCHOOL',
  teacherName: 'ZZQ-TEACHER',
  gradeLevel: 'ZZQ-GRADE',
  siblings: [{ type: 'Sister', name: 'ZZQ-SIBLING', phone: 'ZZQ-SIBPHONE' }],
  pets: [{ type: 'Dog', name: 'ZZQ-PET' }],
  importantInfo: ['ZZQ-ALLERGY-PEANUT'],
};
const SENTINELS = [
  'ZZQ-FIRST',
  'ZZQ-LAST',
  ...Object.values(SENTINEL_DETAILS)
    .flatMap((value) =>
      Array.isArray(value)
        ? value.flatMap((entry) => (typeof entry === 'string' ? [entry] : Object.values(entry)))
        : [value],
    )
    .filter((value): value is string => typeof value === 'string' && value.startsWith('ZZQ')),
];

afterAll(async () => {
  const log = testApp.logs.join('\n');
  for (const sentinel of SENTINELS) expect(log).not.toContain(sentinel);
  await testApp.close();
});

type Parent = TestParent;

const parent = (plan: 'free' | 'premium' = 'free') => signUpParent(testApp, plan);

const call = (who: Parent, method: ApiMethod, url: string, payload?: unknown) =>
  callAs(testApp, who, method, url, payload);

const child = (firstName = 'Amara', age = 7) => ({ firstName, lastName: 'Okafor', age, country: 'UK' });
/** Names for several children at once: names hold letters, not numbers. */
const SIBLING_NAMES = ['Ada', 'Bea', 'Cai', 'Dev', 'Eli'];

async function addLearner(who: Parent, body: object = child()) {
  const response = await call(who, 'POST', '/api/learners', body);
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json().learner as Learner;
}

async function activeCount(userId: string): Promise<number> {
  const rows = await testApp.database.db.select().from(learners).where(eq(learners.userId, userId));
  return rows.filter((row) => row.isActive).length;
}

describe('learner profiles', () => {
  it('creates the first learner as the active one', async () => {
    const a = await parent();
    const response = await call(a, 'POST', '/api/learners', { ...child(), city: 'Leeds', schoolName: 'Oak Primary' });
    expect(response.statusCode).toBe(201);
    const learner = response.json().learner;
    expect(learner).toMatchObject({
      firstName: 'Amara',
      lastName: 'Okafor',
      age: 7,
      country: 'UK',
      city: 'Leeds',
      schoolName: 'Oak Primary',
      isActive: true,
      isReadOnly: false,
    });
    expect((await call(a, 'GET', '/api/learners')).json().learners).toHaveLength(1);
    expect((await call(a, 'GET', '/api/learners/active')).json().learner.id).toBe(learner.id);
  });

  it('T82 learner-list-minimal: the list answers what it shows, never a child’s city or school', async () => {
    const a = await parent();
    await call(a, 'POST', '/api/learners', { ...child(), city: 'ZZQ-CITY', schoolName: 'ZZQ-SCHOOL' });
    const list = await call(a, 'GET', '/api/learners');
    expect(list.statusCode).toBe(200);
    const [listed] = list.json().learners;
    expect(Object.keys(listed).sort()).toEqual(
      [
        'id',
        'firstName',
        'lastName',
        'age',
        'country',
        'isActive',
        'isReadOnly',
        'aiEnabled',
        'waitForNext',
        'playSettings',
      ].sort(),
    );
    expect(list.body).not.toContain('ZZQ-');
    // The learner's own record still has them, for the form that edits them.
    expect((await call(a, 'GET', '/api/learners/active')).json().learner.schoolName).toBe('ZZQ-SCHOOL');
  });

  it('answers no active learner before the first is added', async () => {
    const a = await parent();
    expect((await call(a, 'GET', '/api/learners/active')).json()).toEqual({ learner: null });
    expect((await call(a, 'GET', '/api/learners')).json()).toEqual({ learners: [] });
  });

  it('gives each field its message and stores nothing on bad input', async () => {
    const a = await parent();
    const cases: [object, string][] = [
      [{ ...child(), firstName: ' ' }, 'First name is required'],
      [{ ...child(), lastName: '' }, 'Last name is required'],
      [{ ...child(), age: 3 }, 'Age must be at least 4'],
      [{ ...child(), age: 17 }, 'Age must be 16 or under'],
      [{ ...child(), age: 7.5 }, 'Age must be a whole number'],
      [{ ...child(), age: 'seven' }, 'Age is required'],
      [{ firstName: 'A', lastName: 'B', age: 7 }, 'Country is required'],
      [{ ...child(), country: 'Narnia' }, 'Country is required'],
      [{ ...child(), userId: 'someone-else' }, ''],
      [{ ...child(), id: '00000000-0000-0000-0000-000000000000' }, ''],
    ];
    for (const [body, message] of cases) {
      const response = await call(a, 'POST', '/api/learners', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toContain(message);
    }
    const proto = await testApp.app.inject({
      method: 'POST',
      url: '/api/learners',
      headers: { ...sameOrigin, cookie: a.cookie },
      payload: `{"firstName":"A","lastName":"B","age":7,"country":"UK","__proto__":{"isActive":true}}`,
    });
    expect(proto.statusCode).toBe(400);
    expect((await call(a, 'GET', '/api/learners')).json().learners).toEqual([]);
  });

  it('accepts every learner country', async () => {
    const b = await parent('premium');
    for (const country of ['FR', 'IE', 'other', 'AU']) {
      expect((await call(b, 'POST', '/api/learners', { ...child(), country })).statusCode, country).toBe(201);
    }
  });

  it('edits a learner', async () => {
    const a = await parent();
    const learner = await addLearner(a);
    const response = await call(a, 'PUT', `/api/learners/${learner.id}`, {
      firstName: 'Zara',
      lastName: 'Khan',
      age: 9,
      country: 'AU',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().learner).toMatchObject({
      id: learner.id,
      firstName: 'Zara',
      lastName: 'Khan',
      age: 9,
      country: 'AU',
      isActive: true,
    });
    const invalid = await call(a, 'PUT', `/api/learners/${learner.id}`, { ...child(), age: 20 });
    expect(invalid.json()).toEqual({ error: 'Age must be 16 or under', code: 'BAD_REQUEST' });
  });

  it('keeps the parent’s choice to wait for Next: on for a new learner, changed only when sent', async () => {
    const a = await parent();
    const learner = await addLearner(a);
    expect(learner).toMatchObject({ waitForNext: true });
    const off = await call(a, 'PUT', `/api/learners/${learner.id}`, { ...child(), waitForNext: false });
    expect(off.json().learner).toMatchObject({ waitForNext: false });
    const untouched = await call(a, 'PUT', `/api/learners/${learner.id}`, { ...child(), age: 8 });
    expect(untouched.json().learner).toMatchObject({ age: 8, waitForNext: false });
    const invalid = await call(a, 'PUT', `/api/learners/${learner.id}`, { ...child(), waitForNext: 'yes' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ error: 'Waiting for Next must be on or off', code: 'BAD_REQUEST' });
    expect((await call(a, 'GET', '/api/learners/active')).json().learner).toMatchObject({ waitForNext: false });
  });

  it('keeps the child’s space settings: the age’s defaults until the parent chooses, then theirs', async () => {
    const a = await parent();
    const five = await addLearner(a, child('Lily', 5));
    expect(five.playSettings).toEqual({
      readAloud: true,
      questionCount: 5,
      difficulty: 'Easy',
      areas: ['personal-info-recall', 'general-safety', 'digital-safety', 'health-hygiene'],
      topics: [],
    });
    const chosen = {
      readAloud: false,
      questionCount: 10,
      difficulty: 'Hard',
      areas: ['personal-info-recall'],
      topics: ['Space and Planets Quiz'],
    };
    const saved = await call(a, 'PUT', `/api/learners/${five.id}`, { ...child('Lily', 5), playSettings: chosen });
    expect(saved.json().learner.playSettings).toEqual(chosen);
    const untouched = await call(a, 'PUT', `/api/learners/${five.id}`, { ...child('Lily', 6) });
    expect(untouched.json().learner.playSettings).toEqual(chosen);
    const listed = (await call(a, 'GET', '/api/learners')).json().learners;
    expect(listed[0].playSettings).toEqual(chosen);

    const unknownTopic = await call(a, 'PUT', `/api/learners/${five.id}`, {
      ...child('Lily', 5),
      playSettings: { ...chosen, topics: ['Rockets'] },
    });
    expect(unknownTopic.statusCode).toBe(400);
    expect(unknownTopic.json()).toEqual({ error: 'Choose topics from the list', code: 'BAD_REQUEST' });
    const badCount = await call(a, 'PUT', `/api/learners/${five.id}`, {
      ...child('Lily', 5),
      playSettings: { ...chosen, questionCount: 7 },
    });
    expect(badCount.json()).toEqual({ error: 'Choose a number of questions from the list', code: 'BAD_REQUEST' });
  });

  it('reads aloud by default up to 7, not from 8', async () => {
    const a = await parent();
    expect((await addLearner(a, child('Ben', 8))).playSettings.readAloud).toBe(false);
  });

  it('keeps one active learner, switched by activate and kept by the database', async () => {
    const b = await parent('premium');
    const first = await addLearner(b, child('First'));
    const second = await addLearner(b, child('Second'));
    expect(second.isActive).toBe(false);
    const activated = await call(b, 'POST', `/api/learners/${second.id}/activate`);
    expect(activated.json().learner).toMatchObject({ id: second.id, isActive: true });
    expect((await call(b, 'GET', '/api/learners/active')).json().learner.id).toBe(second.id);
    expect(await activeCount(b.userId)).toBe(1);
    await expect(
      testApp.database.db.update(learners).set({ isActive: true }).where(eq(learners.id, first.id)),
    ).rejects.toThrow();
  });

  it('activates another learner when the active one is deleted, and removes the learner entirely (T51)', async () => {
    const b = await parent('premium');
    const first = await addLearner(b, child('First'));
    const second = await addLearner(b, child('Second'));
    const deleted = await call(b, 'DELETE', `/api/learners/${first.id}`);
    expect(deleted.json()).toEqual({ success: true });
    expect(await testApp.database.db.select().from(learners).where(eq(learners.id, first.id))).toEqual([]);
    const active = (await call(b, 'GET', '/api/learners/active')).json().learner;
    expect(active.id).toBe(second.id);
    expect((await call(b, 'DELETE', `/api/learners/${first.id}`)).statusCode).toBe(404);
  });
});

describe('the plan’s learner limit (T35, T37)', () => {
  it('refuses a second learner on the free plan with the premium message (T35)', async () => {
    const a = await parent();
    await addLearner(a);
    const second = await call(a, 'POST', '/api/learners', child('Ben'));
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({
      error: 'Your free plan includes 1 learner profile. Upgrade to premium to add up to 5 learners.',
      code: 'PREMIUM_REQUIRED',
    });
  });

  it('allows five on premium and refuses the sixth with the limit, not an upgrade (T35)', async () => {
    const b = await parent('premium');
    for (let index = 0; index < 5; index += 1) await addLearner(b, child(SIBLING_NAMES[index]));
    const sixth = await call(b, 'POST', '/api/learners', child('Sixth'));
    expect(sixth.statusCode).toBe(403);
    // No PREMIUM_REQUIRED code: the page shows the message itself instead of an upgrade offer.
    expect(sixth.json()).toEqual({ error: 'You have 5 learners, the most a plan allows.', code: 'FORBIDDEN' });
    expect((await call(b, 'GET', '/api/learners')).json().learners).toHaveLength(5);
  });

  it('lets exactly one of two racing creates take the last place (T37)', async () => {
    const a = await parent();
    const results = await Promise.all([
      call(a, 'POST', '/api/learners', child('One')),
      call(a, 'POST', '/api/learners', child('Two')),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 403]);
    const b = await parent('premium');
    for (let index = 0; index < 4; index += 1) await addLearner(b, child(SIBLING_NAMES[index]));
    const race = await Promise.all(
      [0, 1, 2].map((index) => call(b, 'POST', '/api/learners', child(`Racer ${SIBLING_NAMES[index]}`))),
    );
    expect(race.map((result) => result.statusCode).sort()).toEqual([201, 403, 403]);
    expect((await call(b, 'GET', '/api/learners')).json().learners).toHaveLength(5);
    expect(await activeCount(b.userId)).toBe(1);
  });

  it('keeps every learner when premium lapses: the active one plays, the others are read-only until chosen', async () => {
    const b = await parent('premium');
    const first = await addLearner(b, child('First'));
    const second = await addLearner(b, child('Second'));
    await testApp.app.services.billing.recordSubscription(b.userId, {
      status: 'canceled',
      planType: 'monthly',
      currentPeriodEnd: new Date(Date.now() - 1000),
    });
    const listed = (await call(b, 'GET', '/api/learners')).json().learners;
    expect(listed.map((learner: { isReadOnly: boolean }) => learner.isReadOnly)).toEqual([false, true]);
    const edit = await call(b, 'PUT', `/api/learners/${second.id}`, child('Renamed'));
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error).toContain('read-only on the free plan');
    expect((await call(b, 'POST', `/api/learners/${second.id}/activate`)).statusCode).toBe(200);
    const after = (await call(b, 'GET', '/api/learners')).json().learners;
    expect(after.find((learner: { id: string }) => learner.id === first.id).isReadOnly).toBe(true);
    expect((await call(b, 'PUT', `/api/learners/${second.id}`, child('Renamed'))).statusCode).toBe(200);
  });
});

describe('ownership (T29, T30)', () => {
  it('answers another account’s learner with 404 on every route, and changes nothing (T29)', async () => {
    const a = await parent();
    const b = await parent('premium');
    const learner = await addLearner(a);
    await testApp.app.services.learners.saveDetails(a.userId, learner.id, { homeAddress: '1 Oak Road' });
    const attempts = [
      call(b, 'GET', `/api/learners/${learner.id}/prefill`),
      call(b, 'PUT', `/api/learners/${learner.id}`, child('Stolen')),
      call(b, 'DELETE', `/api/learners/${learner.id}`),
      call(b, 'POST', `/api/learners/${learner.id}/activate`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Learner not found', code: 'NOT_FOUND' });
    }
    expect((await call(b, 'GET', '/api/learners')).json().learners).toEqual([]);
    const mine = (await call(a, 'GET', '/api/learners')).json().learners;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ firstName: 'Amara', isActive: true });
    expect((await call(a, 'GET', `/api/learners/${learner.id}/prefill`)).json().prefillData.homeAddress).toBe(
      '1 Oak Road',
    );
  });

  it('answers a malformed id with 404', async () => {
    const a = await parent();
    expect((await call(a, 'GET', '/api/learners/not-a-uuid/prefill')).statusCode).toBe(404);
  });

  it('needs a session for every learner route (T30)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/learners'],
      ['POST', '/api/learners'],
      ['GET', '/api/learners/active'],
      ['PUT', `/api/learners/${id}`],
      ['DELETE', `/api/learners/${id}`],
      ['POST', `/api/learners/${id}/activate`],
      ['GET', `/api/learners/${id}/prefill`],
      ['GET', '/api/premium/status'],
    ] as const) {
      const response = await testApp.app.inject({ method, url, headers: { origin: sameOrigin.origin } });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('a child’s details (T48)', () => {
  it('are prefilled for their owner, with hasExtendedInfo', async () => {
    const a = await parent();
    const learner = await addLearner(a);
    const before = (await call(a, 'GET', `/api/learners/${learner.id}/prefill`)).json();
    expect(before).toEqual({
      prefillData: { firstName: 'Amara', lastName: 'Okafor', age: 7, country: 'UK' },
      hasExtendedInfo: false,
    });
    await testApp.app.services.learners.saveDetails(a.userId, learner.id, SENTINEL_DETAILS);
    const after = (await call(a, 'GET', `/api/learners/${learner.id}/prefill`)).json();
    expect(after.hasExtendedInfo).toBe(true);
    expect(after.prefillData).toEqual({
      ...SENTINEL_DETAILS,
      firstName: 'Amara',
      lastName: 'Okafor',
      age: 7,
      country: 'UK',
    });
  });

  it('never sit in the database as plain text, and equal values seal differently (T48)', async () => {
    const a = await parent('premium');
    const first = await addLearner(a, { ...child('ZZQ-FIRST'), lastName: 'ZZQ-LAST' });
    const second = await addLearner(a, { ...child('ZZQ-FIRST'), lastName: 'ZZQ-LAST' });
    await testApp.app.services.learners.saveDetails(a.userId, first.id, SENTINEL_DETAILS);
    await testApp.app.services.learners.saveDetails(a.userId, second.id, SENTINEL_DETAILS);
    const rows = await testApp.database.db.select().from(learners).where(eq(learners.userId, a.userId));
    const dump = JSON.stringify(rows);
    for (const sentinel of SENTINELS) expect(dump).not.toContain(sentinel);
    expect(rows[0]?.sealed).not.toBe(rows[1]?.sealed);
    const exported = await call(a, 'GET', '/api/user/export');
    expect(exported.json().learners[0].details.homeAddress).toBe('ZZQ-ADDR-7731');
  });

  it('fail closed when tampered with or moved to another row (T48)', async () => {
    const a = await parent('premium');
    const first = await addLearner(a, child('Kai'));
    const second = await addLearner(a, child('Noah'));
    const [row] = await testApp.database.db.select().from(learners).where(eq(learners.id, first.id));
    const sealed = row?.sealed ?? '';
    const flipped = `${sealed.slice(0, -6)}${sealed.slice(-6, -5) === 'A' ? 'B' : 'A'}${sealed.slice(-5)}`;
    await testApp.database.db.update(learners).set({ sealed: flipped }).where(eq(learners.id, first.id));
    const tampered = await call(a, 'GET', `/api/learners/${first.id}/prefill`);
    expect(tampered.statusCode).toBe(500);
    expect(tampered.body).not.toContain('Kai');

    await testApp.database.db.update(learners).set({ sealed }).where(eq(learners.id, second.id));
    const moved = await call(a, 'GET', `/api/learners/${second.id}/prefill`);
    expect(moved.statusCode).toBe(500);
    expect(moved.body).not.toContain('Kai');
  });
});

describe('premium status', () => {
  it('answers hasPremium from the stored subscription', async () => {
    const a = await parent();
    expect((await call(a, 'GET', '/api/premium/status')).json()).toEqual({
      hasPremium: false,
      planType: null,
      paidUntil: null,
      endsAtPeriodEnd: false,
    });
    const b = await parent('premium');
    const premium = (await call(b, 'GET', '/api/premium/status')).json();
    expect(premium).toMatchObject({ hasPremium: true, planType: 'annual' });
    expect(new Date(premium.paidUntil).getTime()).toBeGreaterThan(Date.now() + 364 * 86_400_000);
  });
});
