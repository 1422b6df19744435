import Stripe from 'stripe';
import { BILLING_MESSAGES, type PlanType } from '../../../contract/billing.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import type { PaymentEvent, PaymentGateway, ProviderSubscription } from './payment-gateway.ts';

type StripeSettings = Extract<Config['payments'], { kind: 'stripe' }>;

export interface StripeGateway extends PaymentGateway {
  readonly kind: 'stripe';
  /** Checks the signature over the raw body (Stripe's default 5-minute tolerance) and reads the ids. */
  verifyEvent(rawBody: Buffer, signature: string | undefined, receivedAt: Date): PaymentEvent;
}

function idOf(value: string | { id: string } | null | undefined): string | undefined {
  return typeof value === 'string' ? value : (value?.id ?? undefined);
}

function idsOf(event: Stripe.Event): Pick<PaymentEvent, 'customerId' | 'subscriptionId'> {
  switch (event.type) {
    case 'checkout.session.completed':
      return { customerId: idOf(event.data.object.customer), subscriptionId: idOf(event.data.object.subscription) };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { customerId: idOf(event.data.object.customer), subscriptionId: event.data.object.id };
    case 'invoice.payment_failed':
      return {
        customerId: idOf(event.data.object.customer),
        subscriptionId: idOf(event.data.object.parent?.subscription_details?.subscription),
      };
    default:
      return {};
  }
}

function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription | undefined {
  const item = subscription.items.data[0];
  const customerId = idOf(subscription.customer);
  if (!item || !customerId) return undefined;
  const planType: PlanType = item.price.recurring?.interval === 'year' ? 'annual' : 'monthly';
  return {
    id: subscription.id,
    customerId,
    status: subscription.status,
    planType,
    currentPeriodEnd: new Date(item.current_period_end * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
  };
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}

export function createStripeGateway(
  settings: StripeSettings,
  appUrl: URL,
  log: { error(details: object, message: string): void },
): StripeGateway {
  const api = settings.apiBase;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });

  /** Stripe's failures reach people as one clear message; the detail goes to the log. */
  async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      log.error({ err: error }, `stripe ${what} failed`);
      throw new AppError('SERVICE_UNAVAILABLE', BILLING_MESSAGES.providerUnavailable);
    }
  }

  return {
    kind: 'stripe',
    prices: settings.prices,
    livemode: /^(sk|rk)_live_/.test(settings.secretKey),

    async createCustomer({ userId, email }) {
      // Only what Stripe needs to bill and to find the account again: never a child's detail.
      const customer = await call('customer', () =>
        stripe.customers.create({ email, metadata: { userId } }, { idempotencyKey: `customer-${userId}` }),
      );
      return customer.id;
    },

    /**
     * One open Checkout Session per customer, so two can never both be paid: pressing Upgrade again
     * answers the checkout already open for that plan, and choosing the other plan expires it first.
     */
    async createCheckout({ customerId, userId, priceId, claimId }) {
      const open = await call('checkout', () =>
        stripe.checkout.sessions.list({ customer: customerId, status: 'open', limit: 10 }),
      );
      const samePlan = open.data.find((checkout) => checkout.metadata?.priceId === priceId && checkout.url);
      if (samePlan?.url) return samePlan.url;
      for (const checkout of open.data) {
        await call('checkout', () => stripe.checkout.sessions.expire(checkout.id));
      }
      const checkout = await call('checkout', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            customer: customerId,
            client_reference_id: userId,
            metadata: { priceId },
            line_items: [{ price: priceId, quantity: 1 }],
            success_url: new URL('/payment-success?session_id={CHECKOUT_SESSION_ID}', appUrl).href.replace(
              '%7BCHECKOUT_SESSION_ID%7D',
              '{CHECKOUT_SESSION_ID}',
            ),
            cancel_url: new URL('/payment-cancelled', appUrl).href,
          },
          // Presses on two instances at once both miss the other's checkout in the list above;
          // the shared key makes Stripe answer the second with the first's.
          { idempotencyKey: `checkout-${claimId}` },
        ),
      );
      if (!checkout.url) throw new AppError('SERVICE_UNAVAILABLE', BILLING_MESSAGES.providerUnavailable);
      // Presses of different plans on two instances at once both found nothing open above and
      // both made one. The first made stays (its page may already be on a screen); a later one
      // is closed, and its press is told to choose again rather than sent to the other plan.
      const nowOpen = await call('checkout', () =>
        stripe.checkout.sessions.list({ customer: customerId, status: 'open', limit: 10 }),
      );
      const firstMade = nowOpen.data.at(-1);
      if (firstMade && firstMade.id !== checkout.id) {
        await call('checkout', () => stripe.checkout.sessions.expire(checkout.id));
        throw new AppError('CONFLICT', BILLING_MESSAGES.checkoutRaced);
      }
      return checkout.url;
    },

    async createPortal(customerId) {
      const portal = await call('portal', () =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: new URL('/my-account', appUrl).href }),
      );
      return portal.url;
    },

    async retrieveSubscription(subscriptionId) {
      try {
        return toProviderSubscription(await stripe.subscriptions.retrieve(subscriptionId));
      } catch (error) {
        if (isMissing(error)) return undefined;
        log.error({ err: error }, 'stripe subscription retrieval failed');
        throw new AppError('SERVICE_UNAVAILABLE', BILLING_MESSAGES.providerUnavailable);
      }
    },

    async cancelSubscription(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        if (isMissing(error)) return;
        log.error({ err: error }, 'stripe cancellation failed');
        throw new AppError('SERVICE_UNAVAILABLE', BILLING_MESSAGES.deletionNeedsCancel);
      }
    },

    verifyEvent(rawBody, signature, receivedAt) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature ?? '',
          settings.webhookSecret,
          undefined,
          undefined,
          receivedAt.getTime(),
        );
      } catch {
        throw new AppError('BAD_REQUEST', BILLING_MESSAGES.invalidSignature);
      }
      return { id: event.id, type: event.type, livemode: event.livemode, ...idsOf(event) };
    },
  };
}
