import { startFakeServer } from './fake-server.ts';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  /** The form-encoded body exactly as the SDK sent it. */
  rawBody: string;
  body: URLSearchParams;
  idempotencyKey?: string;
}

export interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  interval: 'month' | 'year';
  currentPeriodEnd: Date;
}

/**
 * A local stand-in for the parts of Stripe's API SafeSteps calls, with the same JSON shapes and
 * errors. It records every request, so tests can count customers and read what was sent.
 */
export async function startFakeStripe() {
  const requests: RecordedStripeRequest[] = [];
  const replies = new Map<string, { status: number; json: unknown }>();
  const subscriptions = new Map<string, FakeSubscription>();
  const checkoutSessions = new Map<string, { customer: string; status: string; priceId: string }>();
  let counter = 0;
  let failuresLeft = 0;
  let delayMs = 0;
  /** While set, every call waits here: a Stripe that does not answer until the test says so. */
  let held: { released: Promise<void>; arrived: () => void } | undefined;

  const subscriptionJson = (subscription: FakeSubscription) => ({
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer,
    status: subscription.status,
    livemode: false,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${subscription.id}`,
          object: 'subscription_item',
          current_period_end: Math.floor(subscription.currentPeriodEnd.getTime() / 1000),
          price: {
            id: subscription.interval === 'year' ? 'price_test_annual' : 'price_test_monthly',
            object: 'price',
            recurring: { interval: subscription.interval },
          },
        },
      ],
    },
  });

  const notFound = (what: string) => ({
    status: 404,
    json: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
  });

  function answer(
    method: string,
    path: string,
    body: URLSearchParams,
    query: URLSearchParams,
  ): { status: number; json: unknown } {
    counter += 1;
    if (method === 'POST' && path === '/v1/customers') {
      return { status: 200, json: { id: `cus_test_${counter}`, object: 'customer', email: body.get('email') } };
    }
    const sessionJson = (id: string) => {
      const session = checkoutSessions.get(id);
      return {
        id,
        object: 'checkout.session',
        customer: session?.customer,
        status: session?.status,
        metadata: { priceId: session?.priceId },
        url: session?.status === 'open' ? `https://checkout.stripe.test/${id}` : null,
      };
    };
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${counter}`;
      checkoutSessions.set(id, {
        customer: body.get('customer') ?? '',
        status: 'open',
        priceId: body.get('line_items[0][price]') ?? '',
      });
      return { status: 200, json: sessionJson(id) };
    }
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      const ids = [...checkoutSessions].filter(
        ([, session]) =>
          session.customer === query.get('customer') &&
          (!query.get('status') || session.status === query.get('status')),
      );
      // Newest first, as Stripe lists.
      return {
        status: 200,
        json: { object: 'list', url: path, has_more: false, data: ids.reverse().map(([id]) => sessionJson(id)) },
      };
    }
    const expireMatch = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(path);
    if (method === 'POST' && expireMatch?.[1]) {
      const session = checkoutSessions.get(expireMatch[1]);
      if (!session) return notFound('checkout session');
      session.status = 'expired';
      return { status: 200, json: sessionJson(expireMatch[1]) };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return {
        status: 200,
        json: {
          id: `bps_${counter}`,
          object: 'billing_portal.session',
          customer: body.get('customer'),
          url: `https://billing.stripe.test/session/${body.get('customer')}`,
        },
      };
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
    if (subscriptionMatch?.[1]) {
      const subscription = subscriptions.get(subscriptionMatch[1]);
      if (!subscription) return notFound('subscription');
      if (method === 'DELETE') subscription.status = 'canceled';
      return { status: 200, json: subscriptionJson(subscription) };
    }
    return notFound('route');
  }

  const { server, port } = await startFakeServer(async (request, rawBody, response) => {
    const url = new URL(request.url ?? '/', 'http://stripe.test');
    const body = new URLSearchParams(rawBody);
    const key = request.headers['idempotency-key'];
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      rawBody,
      body,
      idempotencyKey: typeof key === 'string' ? key : undefined,
    });
    if (held) {
      held.arrived();
      await held.released;
    }
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const isOutage = failuresLeft > 0;
    if (isOutage) failuresLeft -= 1;
    const idempotent = request.method === 'POST' && typeof key === 'string' ? `${url.pathname} ${key}` : undefined;
    const replayed = idempotent ? replies.get(idempotent) : undefined;
    const { status, json } = isOutage
      ? { status: 500, json: { error: { type: 'api_error', message: 'fake outage' } } }
      : (replayed ?? answer(request.method ?? 'GET', url.pathname, body, url.searchParams));
    // As Stripe does, a POST repeated with its idempotency key gets the first answer again.
    if (idempotent && !isOutage && status < 500) replies.set(idempotent, { status, json });
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
    response.end(JSON.stringify(json));
  });

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** What Stripe holds now; webhook handlers must read this, not the event's copy. */
    setSubscription(subscription: FakeSubscription) {
      subscriptions.set(subscription.id, { ...subscription });
    },
    /** Changes a subscription at "Stripe", as the parent would in the real portal. */
    setStatus(id: string, status: string) {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new Error(`no subscription ${id}`);
      subscription.status = status;
    },
    subscription(id: string) {
      return subscriptions.get(id);
    },
    /** Checkout Sessions made for a customer, with their status (open, complete or expired). */
    checkoutSessionsOf(customer: string) {
      return [...checkoutSessions]
        .filter(([, session]) => session.customer === customer)
        .map(([id, session]) => ({ id, ...session }));
    },
    /** The next N calls answer 500, as during an outage (the SDK retries, so count its retries too). */
    failNext(count: number) {
      failuresLeft = count;
    },
    delayEach(ms: number) {
      delayMs = ms;
    },
    /**
     * Holds every call from now on until RELEASE is called; ARRIVED resolves once a call is being
     * held. A promise, not a timer: the test decides when Stripe answers.
     */
    hold() {
      let release: () => void = () => {};
      let arrived: () => void = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const firstArrival = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      held = { released, arrived };
      return {
        arrived: firstArrival,
        release: () => {
          held = undefined;
          release();
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
