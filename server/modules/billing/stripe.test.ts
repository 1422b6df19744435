import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../../contract/billing.ts';
import { billingCustomers, billingEvents, subscriptions } from '../../db/schema.ts';
import {
  type ApiMethod,
  callAs,
  manualClock,
  STRONG_PASSWORD,
  signUpParent,
  type TestParent,
} from '../../test/accounts.ts';
import { type FakeStripe, startFakeStripe } from '../../test/fake-stripe.ts';
import { safetyQuizBody } from '../../test/quiz-bodies.ts';
import { createTestApp, sameOrigin, type TestApp } from '../../test/test-app.ts';

const WEBHOOK_SECRET = 'whsec_safesteps_test_secret';
const PRICES = { monthly: 'price_test_monthly', annual: 'price_test_annual' };
const DAY_MS = 86_400_000;

let stripe: FakeStripe;
let testApp: TestApp;
const clock = manualClock(new Date());
const signer = new Stripe('sk_test_signer').webhooks;

const stripeEnv = () => ({
  STRIPE_SECRET_KEY: 'sk_test_safesteps',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_MONTHLY: PRICES.monthly,
  STRIPE_PRICE_ANNUAL: PRICES.annual,
  STRIPE_API_BASE: stripe.url,
});

beforeAll(async () => {
  stripe = await startFakeStripe();
  testApp = await createTestApp({ clock, env: stripeEnv() });
});

afterAll(async () => {
  await testApp.close();
  await stripe.close();
});

beforeEach(() => {
  stripe.failNext(0);
  stripe.delayEach(0);
});

const call = (who: TestParent, method: ApiMethod, url: string, payload?: unknown) =>
  callAs(testApp, who, method, url, payload);

const hasPremium = async (who: TestParent) =>
  (await call(who, 'GET', '/api/premium/status')).json().hasPremium as boolean;

let eventCounter = 0;
function eventBody(type: string, object: Record<string, unknown>, options: { id?: string; livemode?: boolean } = {}) {
  eventCounter += 1;
  return JSON.stringify({
    id: options.id ?? `evt_test_${eventCounter}_${Date.now()}`,
    object: 'event',
    type,
    livemode: options.livemode ?? false,
    created: Math.floor(clock().getTime() / 1000),
    data: { object },
  });
}

function deliver(payload: string, signature?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    // Stripe calls from its own servers: no Origin, no cookie.
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
}

const sign = (payload: string, options: { secret?: string; ageSeconds?: number } = {}) =>
  signer.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: Math.floor(clock().getTime() / 1000) - (options.ageSeconds ?? 0),
  });

const deliverSigned = (payload: string) => deliver(payload, sign(payload));

/** A parent with a Stripe customer, made through the real checkout call. */
async function customerParent(): Promise<TestParent & { customerId: string }> {
  const parent = await signUpParent(testApp);
  const response = await call(parent, 'POST', '/api/stripe/create-checkout', {
    priceId: PRICES.monthly,
    planType: 'monthly',
  });
  expect(response.statusCode, response.body).toBe(200);
  const [row] = await testApp.database.db
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, parent.userId));
  if (!row) throw new Error('no customer stored');
  return { ...parent, customerId: row.customerId };
}

let subscriptionCounter = 0;
function subscribe(customerId: string, status = 'active', interval: 'month' | 'year' = 'month') {
  subscriptionCounter += 1;
  const id = `sub_test_${subscriptionCounter}`;
  stripe.setSubscription({
    id,
    customer: customerId,
    status,
    interval,
    currentPeriodEnd: new Date(clock().getTime() + 30 * DAY_MS),
  });
  return id;
}

const subscriptionEvent = (
  type: string,
  id: string,
  customer: string,
  status: string,
  options?: { id?: string; livemode?: boolean },
) => eventBody(type, { id, object: 'subscription', customer, status }, options);

async function storedSubscription(userId: string) {
  const [row] = await testApp.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

describe('configuration and checkout with Stripe (T46)', () => {
  it('answers the configured prices and is not in test mode', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/stripe/config' });
    expect(response.json()).toEqual({ prices: PRICES, testMode: false });
  });

  it('has none of the demo routes', async () => {
    const parent = await signUpParent(testApp);
    for (const [method, url] of [
      ['POST', '/api/demo/complete'],
      ['POST', '/api/demo/cancel'],
      ['GET', '/api/demo/subscription'],
      ['GET', '/api/demo/checkout/cs_demo_x'],
    ] as const) {
      const response = await call(parent, method, url, method === 'POST' ? { checkoutId: 'cs_demo_x' } : undefined);
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('creates a subscription checkout for the caller’s one customer, carrying no child data (T46, T49)', async () => {
    const parent = await signUpParent(testApp);
    const child = { firstName: 'Zqxchild', lastName: 'Wqvfamily', age: 7, country: 'UK' };
    expect((await call(parent, 'POST', '/api/learners', child)).statusCode).toBe(201);
    const before = stripe.requests.length;
    const responses = await Promise.all(
      [1, 2, 3].map(() =>
        call(parent, 'POST', '/api/stripe/create-checkout', { priceId: PRICES.annual, planType: 'annual' }),
      ),
    );
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/cs_test_\d+$/);
    }
    // T78: the three presses share the one session the first opened.
    expect(new Set(responses.map((response) => response.json().url)).size).toBe(1);
    const sent = stripe.requests.slice(before);
    const customers = sent.filter((request) => request.path === '/v1/customers');
    expect(customers).toHaveLength(1);
    expect(customers[0]?.body.get('email')).toBe(parent.email);
    expect(customers[0]?.body.get('metadata[userId]')).toBe(parent.userId);
    expect(customers[0]?.idempotencyKey).toBe(`customer-${parent.userId}`);
    const checkouts = sent.filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions');
    expect(checkouts).toHaveLength(1);
    const [checkout] = checkouts;
    expect(checkout?.body.get('mode')).toBe('subscription');
    expect(checkout?.body.get('line_items[0][price]')).toBe(PRICES.annual);
    expect(checkout?.body.get('success_url')).toBe(
      `${sameOrigin.origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(checkout?.body.get('cancel_url')).toBe(`${sameOrigin.origin}/payment-cancelled`);
    expect(new Set(checkouts.map((request) => request.body.get('customer'))).size).toBe(1);
    for (const request of sent) {
      for (const childDetail of [child.firstName, child.lastName]) expect(request.rawBody).not.toContain(childDetail);
    }
  });

  it('T78 one-open-checkout: no second Checkout Session is created while one is open; another plan replaces it', async () => {
    const parent = await signUpParent(testApp);
    const start = (planType: 'monthly' | 'annual') =>
      call(parent, 'POST', '/api/stripe/create-checkout', { priceId: PRICES[planType], planType });
    const monthly = (await start('monthly')).json().url;
    expect((await start('monthly')).json().url).toBe(monthly);
    const annual = (await start('annual')).json().url;
    expect(annual).not.toBe(monthly);
    expect((await start('annual')).json().url).toBe(annual);

    const [stored] = await testApp.database.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, parent.userId));
    const customer = stripe.checkoutSessionsOf(stored?.customerId ?? '');
    expect(customer.map((session) => session.status)).toEqual(['expired', 'open']);
    expect(customer.filter((session) => session.status === 'open')).toHaveLength(1);
  });

  /**
   * RUN beside a second instance on the same database, as behind a load balancer, with a Stripe
   * slow enough that each instance lists the open checkouts before either has made one.
   */
  async function withSecondInstance(
    run: (other: TestApp, parent: Awaited<ReturnType<typeof signUpParent>>) => Promise<void>,
  ) {
    const other = await createTestApp({
      clock,
      env: stripeEnv(),
      // It leaves the shared database open when it closes.
      database: { ...testApp.database, close: async () => {} },
    });
    try {
      const parent = await signUpParent(testApp);
      stripe.delayEach(100);
      await run(other, parent);
    } finally {
      stripe.delayEach(0);
      await other.close();
    }
  }

  it('T78 one-open-checkout: Upgrade pressed on two instances at once opens one Checkout Session between them', async () => {
    await withSecondInstance(async (other, parent) => {
      const before = stripe.requests.length;
      const press = (app: TestApp) =>
        callAs(app, parent, 'POST', '/api/stripe/create-checkout', { priceId: PRICES.monthly, planType: 'monthly' });
      const answers = await Promise.all([press(testApp), press(other)]);

      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      expect(answers[0]?.json().url).toBe(answers[1]?.json().url);
      const creates = stripe.requests
        .slice(before)
        .filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions');
      // Each instance may ask Stripe to create one; they ask with the same key, so Stripe makes one.
      expect(creates.length).toBeGreaterThan(0);
      expect(creates[0]?.idempotencyKey).toMatch(/^checkout-[0-9a-f-]{36}$/);
      expect(new Set(creates.map((request) => request.idempotencyKey)).size).toBe(1);
      const [stored] = await testApp.database.db
        .select()
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, parent.userId));
      expect(stripe.checkoutSessionsOf(stored?.customerId ?? '').map((checkout) => checkout.status)).toEqual(['open']);
    });
  });

  it('T78 one-open-checkout: the two plans pressed on two instances at once leave one Checkout Session open', async () => {
    await withSecondInstance(async (other, parent) => {
      const press = (app: TestApp, planType: 'monthly' | 'annual') =>
        callAs(app, parent, 'POST', '/api/stripe/create-checkout', { priceId: PRICES[planType], planType });
      const answers = await Promise.all([press(testApp, 'monthly'), press(other, 'annual')]);

      const [stored] = await testApp.database.db
        .select()
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, parent.userId));
      const openNow = () =>
        stripe.checkoutSessionsOf(stored?.customerId ?? '').filter((checkout) => checkout.status === 'open');
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const kept = answers.find((answer) => answer.statusCode === 200);
      const refused = answers.find((answer) => answer.statusCode === 409);
      expect(refused?.json()).toEqual({ error: BILLING_MESSAGES.checkoutRaced, code: 'CONFLICT' });
      expect(openNow()).toHaveLength(1);
      expect(kept?.json().url).toBe(`https://checkout.stripe.test/${openNow()[0]?.id}`);

      // Choosing again opens that plan's checkout, new and open, in place of the other.
      const refusedPlan = answers[0] === refused ? 'monthly' : 'annual';
      const again = await press(answers[0] === refused ? testApp : other, refusedPlan);
      expect(again.statusCode, again.body).toBe(200);
      expect(openNow()).toHaveLength(1);
      expect(again.json().url).toBe(`https://checkout.stripe.test/${openNow()[0]?.id}`);
      expect(openNow()[0]?.priceId).toBe(PRICES[refusedPlan]);
    });
  });

  it('keeps no transaction open while Stripe answers: a quiz answer of the same account completes meanwhile', async () => {
    const parent = await signUpParent(testApp);
    const learner = { firstName: 'Zara', lastName: 'Okafor', age: 8, country: 'UK' };
    expect((await call(parent, 'POST', '/api/learners', learner)).statusCode).toBe(201);
    const quiz = (await call(parent, 'POST', '/api/generate-category-quiz', safetyQuizBody())).json();

    const stripeCalls = stripe.hold();
    const checkout = call(parent, 'POST', '/api/stripe/create-checkout', {
      priceId: PRICES.monthly,
      planType: 'monthly',
    });
    await stripeCalls.arrived;
    // A first answer takes the account's lock: it could not finish if the checkout held it (or, on
    // the embedded database, any transaction) while Stripe is silent.
    const answer = await call(parent, 'POST', `/api/quiz/${quiz.sessionId}/answer`, {
      questionIndex: 0,
      selectedAnswer: quiz.questions[0].options[0],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(stripe.requests.at(-1)?.path).toBe('/v1/customers');

    stripeCalls.release();
    const started = await checkout;
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/cs_test_\d+$/);
  });

  it('refuses an unknown price without calling Stripe (T46)', async () => {
    const parent = await signUpParent(testApp);
    const before = stripe.requests.length;
    const response = await call(parent, 'POST', '/api/stripe/create-checkout', {
      priceId: 'price_test_unknown',
      planType: 'monthly',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(BILLING_MESSAGES.unknownPrice);
    expect(stripe.requests.length).toBe(before);
  });

  it('answers a clear 503 when Stripe is down, and stores no customer', async () => {
    const parent = await signUpParent(testApp);
    stripe.failNext(10);
    const response = await call(parent, 'POST', '/api/stripe/create-checkout', {
      priceId: PRICES.monthly,
      planType: 'monthly',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toBe(BILLING_MESSAGES.providerUnavailable);
    const stored = await testApp.database.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, parent.userId));
    expect(stored).toHaveLength(0);
  });
});

describe('webhook signature (T41, T42)', () => {
  it('refuses a missing, wrongly keyed or altered signature with a 400 and changes nothing (T41)', async () => {
    const parent = await customerParent();
    const subscriptionId = subscribe(parent.customerId);
    const payload = subscriptionEvent('customer.subscription.created', subscriptionId, parent.customerId, 'active');
    const altered = payload.replace('"livemode":false', '"livemode":false ');
    for (const response of [
      await deliver(payload),
      await deliver(payload, 'not-a-signature'),
      await deliver(payload, sign(payload, { secret: 'whsec_someone_else' })),
      await deliver(altered, sign(payload)),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(BILLING_MESSAGES.invalidSignature);
    }
    expect(await hasPremium(parent)).toBe(false);
    expect(await storedSubscription(parent.userId)).toBeUndefined();
  });

  it('refuses a signature older than five minutes and accepts a recent one (T42)', async () => {
    const parent = await customerParent();
    const subscriptionId = subscribe(parent.customerId);
    const payload = subscriptionEvent('customer.subscription.created', subscriptionId, parent.customerId, 'active');
    const stale = await deliver(payload, sign(payload, { ageSeconds: 301 }));
    expect(stale.statusCode).toBe(400);
    expect(await hasPremium(parent)).toBe(false);
    const fresh = await deliver(payload, sign(payload, { ageSeconds: 10 }));
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await hasPremium(parent)).toBe(true);
  });
});

describe('webhook effects (T43–T45, T70)', () => {
  it('grants premium on checkout completion from Stripe’s current state, not the event’s', async () => {
    const parent = await customerParent();
    const subscriptionId = subscribe(parent.customerId, 'active', 'year');
    const payload = eventBody('checkout.session.completed', {
      id: 'cs_test_done',
      object: 'checkout.session',
      customer: parent.customerId,
      subscription: subscriptionId,
      // A forged copy of state in the event must not matter; only the ids are read.
      status: 'complete',
    });
    expect((await deliverSigned(payload)).json().outcome).toBe('applied');
    const stored = await storedSubscription(parent.userId);
    expect(stored).toMatchObject({ status: 'active', planType: 'annual', subscriptionId });
    expect(stored?.currentPeriodEnd.getTime()).toBe(
      Math.floor((stripe.subscription(subscriptionId)?.currentPeriodEnd.getTime() ?? 0) / 1000) * 1000,
    );
  });

  it('applies one event once, delivered again or many times at once (T43)', async () => {
    const parent = await customerParent();
    const subscriptionId = subscribe(parent.customerId);
    const payload = subscriptionEvent('customer.subscription.created', subscriptionId, parent.customerId, 'active');
    const outcomes = (await Promise.all(Array.from({ length: 5 }, () => deliverSigned(payload)))).map(
      (response) => response.json().outcome,
    );
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(4);
    expect((await deliverSigned(payload)).json().outcome).toBe('duplicate');
    const eventId = JSON.parse(payload).id as string;
    const recorded = await testApp.database.db.select().from(billingEvents).where(eq(billingEvents.eventId, eventId));
    expect(recorded).toHaveLength(1);
    // A later change at Stripe is not picked up by replaying the old event.
    stripe.setStatus(subscriptionId, 'canceled');
    expect((await deliverSigned(payload)).json().outcome).toBe('duplicate');
    expect(await hasPremium(parent)).toBe(true);
  });

  it('keeps a cancellation when an older “active” event arrives after it (T44)', async () => {
    const parent = await customerParent();
    const subscriptionId = subscribe(parent.customerId);
    const older = subscriptionEvent('customer.subscription.updated', subscriptionId, parent.customerId, 'active');
    stripe.setStatus(subscriptionId, 'canceled');
    const newer = subscriptionEvent('customer.subscription.deleted', subscriptionId, parent.customerId, 'canceled');
    expect((await deliverSigned(newer)).json().outcome).toBe('applied');
    expect((await deliverSigned(older)).json().outcome).toBe('applied');
    expect(await hasPremium(parent)).toBe(false);
    expect((await storedSubscription(parent.userId))?.status).toBe('canceled');
  });

  it('does not let an ended old subscription end a newer one', async () => {
    const parent = await customerParent();
    const oldId = subscribe(parent.customerId, 'canceled');
    const newId = subscribe(parent.customerId, 'active');
    await deliverSigned(subscriptionEvent('customer.subscription.created', newId, parent.customerId, 'active'));
    const late = await deliverSigned(
      subscriptionEvent('customer.subscription.deleted', oldId, parent.customerId, 'canceled'),
    );
    expect(late.json().outcome).toBe('ignored');
    expect((await storedSubscription(parent.userId))?.subscriptionId).toBe(newId);
    expect(await hasPremium(parent)).toBe(true);
  });

  it('records a failed payment as Stripe reports the subscription', async () => {
    const parent = await customerParent();
    const subscriptionId = subscribe(parent.customerId, 'past_due');
    const payload = eventBody('invoice.payment_failed', {
      id: 'in_test_1',
      object: 'invoice',
      customer: parent.customerId,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
    });
    expect((await deliverSigned(payload)).json().outcome).toBe('applied');
    expect((await storedSubscription(parent.userId))?.status).toBe('past_due');
  });

  it('acknowledges and ignores other types, the other mode and unknown or deleted customers (T45)', async () => {
    const parent = await customerParent();
    const subscriptionId = subscribe(parent.customerId);
    const gone = await customerParent();
    const goneSubscription = subscribe(gone.customerId);
    expect((await call(gone, 'DELETE', '/api/user/account', { confirmPassword: STRONG_PASSWORD })).statusCode).toBe(
      200,
    );
    for (const payload of [
      eventBody('customer.created', { id: parent.customerId, object: 'customer' }),
      subscriptionEvent('customer.subscription.created', subscriptionId, parent.customerId, 'active', {
        livemode: true,
      }),
      subscriptionEvent('customer.subscription.created', subscriptionId, 'cus_test_unknown', 'active'),
      subscriptionEvent('customer.subscription.created', goneSubscription, gone.customerId, 'active'),
    ]) {
      const response = await deliverSigned(payload);
      expect(response.statusCode).toBe(200);
      expect(response.json().outcome).toBe('ignored');
    }
    expect(await storedSubscription(parent.userId)).toBeUndefined();
    expect(await storedSubscription(gone.userId)).toBeUndefined();
  });

  it('answers 5xx while Stripe cannot be read, and applies the redelivery once (T70)', async () => {
    const parent = await customerParent();
    const subscriptionId = subscribe(parent.customerId);
    const payload = subscriptionEvent('customer.subscription.created', subscriptionId, parent.customerId, 'active');
    stripe.failNext(10);
    const failed = await deliverSigned(payload);
    expect(failed.statusCode).toBe(503);
    expect(await hasPremium(parent)).toBe(false);
    stripe.failNext(0);
    expect((await deliverSigned(payload)).json().outcome).toBe('applied');
    expect((await deliverSigned(payload)).json().outcome).toBe('duplicate');
    expect(await hasPremium(parent)).toBe(true);
  });
});

describe('the customer portal and account deletion (T47)', () => {
  it('opens the portal only for the caller’s own customer (T47)', async () => {
    const parent = await customerParent();
    const subscriptionId = subscribe(parent.customerId);
    await deliverSigned(
      subscriptionEvent('customer.subscription.created', subscriptionId, parent.customerId, 'active'),
    );
    const response = await call(parent, 'POST', '/api/stripe/create-portal-session');
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toBe(`https://billing.stripe.test/session/${parent.customerId}`);
    const portalRequest = stripe.requests.filter((request) => request.path === '/v1/billing_portal/sessions').at(-1);
    expect(portalRequest?.body.get('customer')).toBe(parent.customerId);
    expect(portalRequest?.body.get('return_url')).toBe(`${sameOrigin.origin}/my-account`);

    const stranger = await signUpParent(testApp);
    const none = await call(stranger, 'POST', '/api/stripe/create-portal-session');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: BILLING_MESSAGES.noCustomer, code: 'NO_CUSTOMER' });
  });

  it('cancels the subscription at Stripe before deleting the account (T50)', async () => {
    const parent = await customerParent();
    const subscriptionId = subscribe(parent.customerId);
    await deliverSigned(
      subscriptionEvent('customer.subscription.created', subscriptionId, parent.customerId, 'active'),
    );

    stripe.failNext(10);
    const refused = await call(parent, 'DELETE', '/api/user/account', { confirmPassword: STRONG_PASSWORD });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toBe(BILLING_MESSAGES.deletionNeedsCancel);
    expect(await hasPremium(parent)).toBe(true);

    stripe.failNext(0);
    const deleted = await call(parent, 'DELETE', '/api/user/account', { confirmPassword: STRONG_PASSWORD });
    expect(deleted.statusCode).toBe(200);
    expect(stripe.subscription(subscriptionId)?.status).toBe('canceled');
    expect(
      stripe.requests.some(
        (request) => request.method === 'DELETE' && request.path === `/v1/subscriptions/${subscriptionId}`,
      ),
    ).toBe(true);
  });
});
