import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRICES } from '../../contract/billing.ts';
import { demoCheckouts, learners, quizzes } from '../db/schema.ts';
import { callAs, signUpParent, type TestParent } from '../test/accounts.ts';
import { safetyQuizBody } from '../test/quiz-bodies.ts';
import { createTestApp, sameOrigin, type TestApp } from '../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.ready();
});
afterAll(() => testApp.close());

/** API routes a visitor may call without a session; every other one must answer 401. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/ready',
  'GET /api/site',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'GET /api/auth/me',
  'POST /api/auth/verify',
  'GET /api/auth/signed-up-here',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'GET /api/stripe/config',
]);

type IdKind = 'learner' | 'quiz' | 'demoCheckout';

/** Every API route with an id, the kind of thing its id names, and a body that would be valid for its owner. */
const OWNERSHIP_MATRIX: Record<string, { id: IdKind; body?: (owner: Owned) => object }> = {
  'PUT /api/learners/:id': {
    id: 'learner',
    body: () => ({ firstName: 'Mallory', lastName: 'B', age: 9, country: 'UK' }),
  },
  'DELETE /api/learners/:id': { id: 'learner' },
  'POST /api/learners/:id/activate': { id: 'learner' },
  'GET /api/learners/:id/prefill': { id: 'learner' },
  'GET /api/learners/:id/know-myself-progress': { id: 'learner' },
  'GET /api/learners/:id/unfinished-quiz': { id: 'learner' },
  'GET /api/demo/checkout/:checkoutId': { id: 'demoCheckout' },
  'GET /api/quiz/:sessionId': { id: 'quiz' },
  'POST /api/quiz/:sessionId/answer': {
    id: 'quiz',
    body: (owner) => ({ questionIndex: 0, selectedAnswer: owner.firstOption }),
  },
  'POST /api/quiz/:sessionId/hint': { id: 'quiz', body: () => ({ questionIndex: 0 }) },
  'GET /api/quiz/:sessionId/results': { id: 'quiz' },
  'POST /api/quiz/:sessionId/reset': { id: 'quiz' },
  'GET /api/analytics/overview/:learnerId': { id: 'learner' },
  'GET /api/analytics/breakdown/:learnerId': { id: 'learner' },
  'GET /api/analytics/history/:learnerId': { id: 'learner' },
  'GET /api/analytics/rewards/:learnerId': { id: 'learner' },
};

interface Owned {
  parent: TestParent;
  ids: Record<IdKind, string>;
  firstOption: string;
}

const apiRoutes = () =>
  testApp.app.routeTable
    .filter((route) => route.method !== 'HEAD' && route.url.startsWith('/api/'))
    .map((route) => `${route.method} ${route.url}`);

async function ownerWithEverything(): Promise<Owned> {
  const parent = await signUpParent(testApp, 'premium');
  const learner = (
    await callAs(testApp, parent, 'POST', '/api/learners', { firstName: 'Alice', lastName: 'A', age: 8, country: 'UK' })
  ).json().learner;
  const quiz = (await callAs(testApp, parent, 'POST', '/api/generate-category-quiz', safetyQuizBody())).json();
  const checkout = await callAs(testApp, parent, 'POST', '/api/stripe/create-checkout', {
    priceId: DEMO_PRICES.monthly,
    planType: 'monthly',
  });
  // A premium account cannot start a checkout, so the demo checkout belongs to a free sibling account.
  const free = await signUpParent(testApp);
  const freeCheckout = await callAs(testApp, free, 'POST', '/api/stripe/create-checkout', {
    priceId: DEMO_PRICES.monthly,
    planType: 'monthly',
  });
  expect(checkout.statusCode).toBe(409);
  return {
    parent,
    ids: {
      learner: learner.id,
      quiz: quiz.sessionId,
      demoCheckout: new URL(freeCheckout.json().url).searchParams.get('session_id') ?? '',
    },
    firstOption: quiz.questions[0].options[0],
  };
}

async function snapshotOf(owner: Owned) {
  const db = testApp.database.db;
  return JSON.stringify({
    learners: await db.select().from(learners).where(eq(learners.userId, owner.parent.userId)),
    quizzes: await db.select().from(quizzes).where(eq(quizzes.userId, owner.parent.userId)),
    checkouts: await db.select().from(demoCheckouts).where(eq(demoCheckouts.id, owner.ids.demoCheckout)),
  });
}

describe('access control', () => {
  it('T30 route-coverage: every id route is in the ownership matrix, every other route needs a session', async () => {
    const routes = apiRoutes();
    const withIds = routes.filter((route) => route.includes('/:'));
    expect(withIds.filter((route) => !(route in OWNERSHIP_MATRIX))).toEqual([]);
    expect(Object.keys(OWNERSHIP_MATRIX).filter((route) => !routes.includes(route))).toEqual([]);
    expect([...PUBLIC_ROUTES].filter((route) => !routes.includes(route))).toEqual([]);

    const answeredWithoutSession: string[] = [];
    for (const route of routes.filter((entry) => !PUBLIC_ROUTES.has(entry))) {
      const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
      const response = await testApp.app.inject({
        method,
        url: url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000'),
        headers: sameOrigin,
        payload: method === 'GET' ? undefined : '{}',
      });
      if (response.statusCode !== 401) answeredWithoutSession.push(`${route} → ${response.statusCode}`);
    }
    expect(answeredWithoutSession).toEqual([]);
  });

  it('T29 idor-matrix: another account gets 404 on every id route, and the owner’s data is unchanged', async () => {
    const owner = await ownerWithEverything();
    const intruder = await signUpParent(testApp, 'premium');
    await callAs(testApp, intruder, 'POST', '/api/learners', {
      firstName: 'Mallory',
      lastName: 'B',
      age: 9,
      country: 'UK',
    });
    const before = await snapshotOf(owner);
    const leaks: string[] = [];
    for (const [route, entry] of Object.entries(OWNERSHIP_MATRIX)) {
      const [method, template] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const url = template.replace(/:\w+/, owner.ids[entry.id]);
      const response = await callAs(testApp, intruder, method, url, entry.body?.(owner));
      if (response.statusCode !== 404) leaks.push(`${route} → ${response.statusCode} ${response.body.slice(0, 80)}`);
    }
    expect(leaks).toEqual([]);
    expect(await snapshotOf(owner)).toBe(before);
  });
});
