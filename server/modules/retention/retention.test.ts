import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRICES } from '../../../contract/billing.ts';
import {
  authTokens,
  billingEvents,
  demoCheckouts,
  quizResets,
  quizzes,
  signInSessions,
  users,
} from '../../db/schema.ts';
import { callAs, cookieFrom, login, manualClock, register, signUpParent, uniqueEmail } from '../../test/accounts.ts';
import { safetyQuizBody } from '../../test/quiz-bodies.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const DAY_MS = 86_400_000;
// Rows' created_at comes from the database's own clock, so the test clock starts at the real now.
const clock = manualClock(new Date());
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const userByEmail = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0];

describe('retention', () => {
  it('T53 retention-purge: deletes expired sign-in sessions and links, stale sign-ups, abandoned quizzes, checkouts and restart notes; keeps the rest', async () => {
    const parent = await signUpParent(testApp, 'free', clock());
    await callAs(testApp, parent, 'POST', '/api/learners', {
      firstName: 'Zara',
      lastName: 'Okafor',
      age: 8,
      country: 'UK',
    });
    const oldQuiz = (await callAs(testApp, parent, 'POST', '/api/generate-category-quiz', safetyQuizBody())).json();
    const restarted = (await callAs(testApp, parent, 'POST', '/api/generate-category-quiz', safetyQuizBody())).json();
    expect((await callAs(testApp, parent, 'POST', `/api/quiz/${restarted.sessionId}/reset`)).statusCode).toBe(200);
    const oldCheckout = new URL(
      (
        await callAs(testApp, parent, 'POST', '/api/stripe/create-checkout', {
          priceId: DEMO_PRICES.monthly,
          planType: 'monthly',
        })
      ).json().url,
    ).searchParams.get('session_id');
    const staleEmail = uniqueEmail('stale');
    expect((await register(testApp, staleEmail)).statusCode).toBe(200);
    await db()
      .insert(billingEvents)
      .values({ eventId: 'evt_old', type: 'customer.subscription.updated', processedAt: clock() });

    clock.advance(61 * DAY_MS);
    const fresh = { ...parent, cookie: cookieFrom(await login(testApp, parent.email)) };
    const newQuiz = (await callAs(testApp, fresh, 'POST', '/api/generate-category-quiz', safetyQuizBody())).json();
    expect((await callAs(testApp, fresh, 'POST', `/api/quiz/${newQuiz.sessionId}/reset`)).statusCode).toBe(200);
    const recentEmail = uniqueEmail('recent');
    expect((await register(testApp, recentEmail)).statusCode).toBe(200);
    // Registered "now" by the test clock (the database stamps its own, real, time).
    await db().update(users).set({ createdAt: clock() }).where(eq(users.email, recentEmail));
    const oldSessions = (await db().select().from(signInSessions).where(eq(signInSessions.userId, parent.userId)))
      .length;
    expect(oldSessions).toBe(2);

    const counts = await testApp.app.services.retention.purge();
    expect(counts).toMatchObject({
      signInSessions: 1,
      unverifiedAccounts: 1,
      // The quiz that was started again was never finished either.
      abandonedQuizzes: 2,
      paymentEvents: 0,
      demoCheckouts: 1,
      quizRestarts: 1,
    });
    // The restart made today is still counted against today's limit.
    expect(await db().select().from(quizResets).where(eq(quizResets.userId, parent.userId))).toHaveLength(1);
    expect(counts.tokens).toBeGreaterThanOrEqual(1);

    expect(await userByEmail(staleEmail)).toBeUndefined();
    expect(await userByEmail(recentEmail)).toBeDefined();
    expect(await userByEmail(parent.email)).toBeDefined();
    expect((await callAs(testApp, parent, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await callAs(testApp, fresh, 'GET', '/api/auth/me')).statusCode).toBe(200);
    const kept = await db()
      .select({ id: quizzes.id })
      .from(quizzes)
      .where(inArray(quizzes.id, [oldQuiz.sessionId, newQuiz.sessionId]));
    expect(kept.map((quiz) => quiz.id)).toEqual([newQuiz.sessionId]);
    expect(
      await db()
        .select()
        .from(demoCheckouts)
        .where(eq(demoCheckouts.id, oldCheckout ?? '')),
    ).toHaveLength(0);
    const parentTokens = await db().select().from(authTokens).where(eq(authTokens.userId, parent.userId));
    expect(parentTokens).toHaveLength(0);

    clock.advance(30 * DAY_MS);
    expect((await testApp.app.services.retention.purge()).paymentEvents).toBe(1);
    // Running it again finds nothing more: instances can all run it.
    expect(Object.values(await testApp.app.services.retention.purge()).every((count) => count === 0)).toBe(true);
  });
});
