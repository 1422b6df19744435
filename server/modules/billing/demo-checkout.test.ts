import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, DEMO_PRICES } from '../../../contract/billing.ts';
import { billingCustomers, demoCheckouts, learners, subscriptions } from '../../db/schema.ts';
import {
  type ApiMethod,
  callAs,
  cookieFrom,
  login,
  manualClock,
  STRONG_PASSWORD,
  signUpParent,
  type TestParent,
} from '../../test/accounts.ts';
import { createTestApp, sameOrigin, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
const clock = manualClock();
/** Past the end of any monthly period paid for now. */
const AFTER_A_MONTH_MS = 32 * 24 * 3600 * 1000;

/** A month on: the paid period is over, and the parent signs in again (the old sign-in session has lapsed). */
async function aMonthLater(who: TestParent): Promise<TestParent> {
  clock.advance(AFTER_A_MONTH_MS);
  return { ...who, cookie: cookieFrom(await login(testApp, who.email)) };
}

beforeAll(async () => {
  testApp = await createTestApp({ clock });
});

afterAll(async () => {
  await testApp.close();
});

const call = (who: TestParent, method: ApiMethod, url: string, payload?: unknown) =>
  callAs(testApp, who, method, url, payload);

const hasPremium = async (who: TestParent) =>
  (await call(who, 'GET', '/api/premium/status')).json().hasPremium as boolean;

async function startCheckout(who: TestParent, planType: 'monthly' | 'annual' = 'monthly') {
  const response = await call(who, 'POST', '/api/stripe/create-checkout', { priceId: DEMO_PRICES[planType], planType });
  expect(response.statusCode, response.body).toBe(200);
  const url = new URL(response.json().url);
  expect(url.origin + url.pathname).toBe(`${sameOrigin.origin}/demo-checkout`);
  return url.searchParams.get('session_id') ?? '';
}

async function pay(who: TestParent, checkoutId: string) {
  return call(who, 'POST', '/api/demo/complete', { checkoutId });
}

describe('pricing configuration', () => {
  it('answers the demo prices and says no money moves, without signing in', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/stripe/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ prices: DEMO_PRICES, testMode: true });
  });

  it('has no webhook route when Stripe is not configured', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { ...sameOrigin, 'stripe-signature': 't=1,v1=abc' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('demo checkout (T46, T47)', () => {
  it('needs a sign-in to start a checkout', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout',
      headers: sameOrigin,
      payload: { priceId: DEMO_PRICES.monthly, planType: 'monthly' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an unknown price, or a price sent as the other plan, and stores nothing (T46)', async () => {
    const parent = await signUpParent(testApp);
    for (const body of [
      { priceId: 'price_made_up', planType: 'monthly' },
      { priceId: DEMO_PRICES.annual, planType: 'monthly' },
    ]) {
      const response = await call(parent, 'POST', '/api/stripe/create-checkout', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(BILLING_MESSAGES.unknownPrice);
    }
    const bad = await call(parent, 'POST', '/api/stripe/create-checkout', {
      priceId: DEMO_PRICES.monthly,
      planType: 'weekly',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Please choose the monthly or the annual plan.');
    const customers = await testApp.database.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, parent.userId));
    expect(customers).toHaveLength(0);
  });

  it('makes one customer however many times Upgrade is pressed at once (T46)', async () => {
    const parent = await signUpParent(testApp);
    const ids = await Promise.all(Array.from({ length: 4 }, () => startCheckout(parent)));
    expect(new Set(ids).size).toBe(4);
    const customers = await testApp.database.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, parent.userId));
    expect(customers).toHaveLength(1);
    const checkouts = await testApp.database.db
      .select()
      .from(demoCheckouts)
      .where(eq(demoCheckouts.userId, parent.userId));
    expect(new Set(checkouts.map((checkout) => checkout.customerId))).toEqual(new Set([customers[0]?.customerId]));
  });

  it('shows a checkout only to the account that started it', async () => {
    const owner = await signUpParent(testApp);
    const stranger = await signUpParent(testApp);
    const checkoutId = await startCheckout(owner, 'annual');
    const own = await call(owner, 'GET', `/api/demo/checkout/${checkoutId}`);
    expect(own.json()).toEqual({ checkoutId, planType: 'annual', status: 'open' });
    const other = await call(stranger, 'GET', `/api/demo/checkout/${checkoutId}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toBe(BILLING_MESSAGES.checkoutNotFound);
  });

  it('grants nothing for a forged or another account’s checkout id (T47)', async () => {
    const owner = await signUpParent(testApp);
    const forger = await signUpParent(testApp);
    const checkoutId = await startCheckout(owner);
    for (const forged of ['cs_demo_forged', checkoutId]) {
      const response = await pay(forger, forged);
      expect(response.statusCode).toBe(404);
    }
    expect(await hasPremium(forger)).toBe(false);
    expect(await hasPremium(owner)).toBe(false);
    // The success page itself is only a page: visiting it with any id changes nothing.
    const page = await testApp.app.inject({ method: 'GET', url: `/payment-success?session_id=${checkoutId}` });
    expect(page.statusCode).toBe(200);
    expect(await hasPremium(owner)).toBe(false);
  });

  it('turns premium on when paid, for the plan chosen, and paying twice changes nothing more', async () => {
    const parent = await signUpParent(testApp);
    const checkoutId = await startCheckout(parent, 'annual');
    const [first, second] = await Promise.all([pay(parent, checkoutId), pay(parent, checkoutId)]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.json().url).toBe(`/payment-success?session_id=${checkoutId}`);
    expect(await hasPremium(parent)).toBe(true);
    const [stored] = await testApp.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, parent.userId));
    expect(stored?.status).toBe('active');
    expect(stored?.planType).toBe('annual');
    const days = ((stored?.currentPeriodEnd.getTime() ?? 0) - clock().getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(367);
    const checkout = await call(parent, 'GET', `/api/demo/checkout/${checkoutId}`);
    expect(checkout.json().status).toBe('complete');
  });

  it('refuses a second checkout while premium', async () => {
    const parent = await signUpParent(testApp);
    await pay(parent, await startCheckout(parent));
    const again = await call(parent, 'POST', '/api/stripe/create-checkout', {
      priceId: DEMO_PRICES.annual,
      planType: 'annual',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(BILLING_MESSAGES.alreadyPremium);
  });
  it('T78 one-open-checkout: of two checkouts opened side by side, the second completes to a clear 409 and charges nothing', async () => {
    const parent = await signUpParent(testApp);
    const first = await startCheckout(parent, 'monthly');
    const second = await startCheckout(parent, 'annual');
    expect((await pay(parent, first)).statusCode).toBe(200);
    const refused = await pay(parent, second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: BILLING_MESSAGES.alreadyPremium, code: 'CONFLICT' });
    const rows = await testApp.database.db.select().from(demoCheckouts).where(eq(demoCheckouts.userId, parent.userId));
    expect(rows.filter((row) => row.subscriptionId !== null)).toHaveLength(1);
    expect(rows.find((row) => row.id === second)?.status).toBe('open');
    const [stored] = await testApp.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, parent.userId));
    expect(stored?.planType).toBe('monthly');
  });

  it('T78 one-open-checkout: two Pay buttons pressed at once start one subscription', async () => {
    const parent = await signUpParent(testApp);
    const ids = [await startCheckout(parent, 'monthly'), await startCheckout(parent, 'annual')];
    const answers = await Promise.all(ids.map((checkoutId) => pay(parent, checkoutId)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await testApp.database.db.select().from(demoCheckouts).where(eq(demoCheckouts.userId, parent.userId));
    expect(rows.filter((row) => row.subscriptionId !== null)).toHaveLength(1);
  });

  it('T78 one-open-checkout: after cancelling, a new checkout is refused while the paid period runs, then can be paid', async () => {
    const parent = await signUpParent(testApp);
    await pay(parent, await startCheckout(parent));
    expect((await call(parent, 'POST', '/api/demo/cancel')).statusCode).toBe(200);
    const early = await call(parent, 'POST', '/api/stripe/create-checkout', {
      priceId: DEMO_PRICES.annual,
      planType: 'annual',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(BILLING_MESSAGES.alreadyPremium);
    const later = await aMonthLater(parent);
    expect((await pay(later, await startCheckout(later, 'annual'))).statusCode).toBe(200);
    expect(await hasPremium(later)).toBe(true);
  });
});

describe('subscription management (T47)', () => {
  it('answers NO_CUSTOMER before any checkout, NO_SUBSCRIPTION after one that was not paid (T47)', async () => {
    const parent = await signUpParent(testApp);
    const none = await call(parent, 'POST', '/api/stripe/create-portal-session');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: BILLING_MESSAGES.noCustomer, code: 'NO_CUSTOMER' });
    await startCheckout(parent);
    const unpaid = await call(parent, 'POST', '/api/stripe/create-portal-session');
    expect(unpaid.statusCode).toBe(400);
    expect(unpaid.json()).toEqual({ error: BILLING_MESSAGES.noSubscription, code: 'NO_SUBSCRIPTION' });
  });

  it('opens the demo portal for a subscriber; cancelling there keeps premium to the period’s end, then the account is free with nothing lost', async () => {
    const parent = await signUpParent(testApp);
    await pay(parent, await startCheckout(parent));
    for (const name of ['Amara', 'Bo', 'Cai']) {
      const created = await call(parent, 'POST', '/api/learners', {
        firstName: name,
        lastName: 'Okafor',
        age: 8,
        country: 'UK',
      });
      expect(created.statusCode).toBe(201);
    }
    const portal = await call(parent, 'POST', '/api/stripe/create-portal-session');
    expect(portal.json().url).toBe(`${sameOrigin.origin}/demo-portal`);
    const before = await call(parent, 'GET', '/api/demo/subscription');
    expect(before.json()).toMatchObject({ planType: 'monthly', status: 'active', hasPremium: true });

    const cancelled = await call(parent, 'POST', '/api/demo/cancel');
    expect(cancelled.statusCode).toBe(200);
    const ending = (await call(parent, 'GET', '/api/premium/status')).json();
    expect(ending).toEqual({
      hasPremium: true,
      planType: 'monthly',
      paidUntil: before.json().currentPeriodEnd,
      endsAtPeriodEnd: true,
    });
    expect((await call(parent, 'GET', '/api/demo/subscription')).json()).toMatchObject({
      cancelAtPeriodEnd: true,
      hasPremium: true,
    });

    const later = await aMonthLater(parent);
    expect(await hasPremium(later)).toBe(false);
    const after = await call(later, 'GET', '/api/demo/subscription');
    expect(after.json()).toMatchObject({ cancelAtPeriodEnd: true, hasPremium: false });
    const kept = await testApp.database.db.select().from(learners).where(eq(learners.userId, parent.userId));
    expect(kept).toHaveLength(3);
    // Upgrading again is possible once the old subscription has ended.
    await pay(later, await startCheckout(later, 'annual'));
    expect(await hasPremium(later)).toBe(true);
  });

  it('keeps the demo subscription to its owner', async () => {
    const stranger = await signUpParent(testApp);
    const response = await call(stranger, 'POST', '/api/demo/cancel');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('NO_SUBSCRIPTION');
  });

  it('deletes a subscriber’s account, subscription and checkout records with it', async () => {
    const parent = await signUpParent(testApp);
    const checkoutId = await startCheckout(parent);
    await pay(parent, checkoutId);
    const deleted = await call(parent, 'DELETE', '/api/user/account', { confirmPassword: STRONG_PASSWORD });
    expect(deleted.statusCode).toBe(200);
    const left = await testApp.database.db.select().from(demoCheckouts).where(eq(demoCheckouts.id, checkoutId));
    expect(left).toHaveLength(0);
    const stored = await testApp.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, parent.userId));
    expect(stored).toHaveLength(0);
  });
});
