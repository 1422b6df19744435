import type { PlanType } from '../../../contract/billing.ts';

/** A subscription as the payment provider holds it now; stored state is only ever copied from this. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: string;
  planType: PlanType;
  currentPeriodEnd: Date;
  /** Cancelled: it ends with the paid period instead of renewing. */
  cancelAtPeriodEnd: boolean;
}

/**
 * A verified payment event, reduced to the ids it names. Its own copy of the subscription is never
 * trusted: it may be older than what the provider holds by the time it arrives.
 */
export interface PaymentEvent {
  id: string;
  type: string;
  livemode: boolean;
  customerId?: string;
  subscriptionId?: string;
}

/** The payment provider's side of billing: Stripe in production, the demo checkout by default. */
export interface PaymentGateway {
  readonly prices: Record<PlanType, string>;
  /** Whether events should come from the provider's live mode; others are ignored. */
  readonly livemode: boolean;
  createCustomer(account: { userId: string; email: string }): Promise<string>;
  /**
   * Starts a subscription checkout and answers the address to send the browser to. Calls with the
   * same CLAIM_ID (one account's presses of one plan, from any instance) open one checkout; a
   * press of another plan at the same moment is refused with a CONFLICT.
   */
  createCheckout(input: { customerId: string; userId: string; priceId: string; claimId: string }): Promise<string>;
  createPortal(customerId: string): Promise<string>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | undefined>;
  cancelSubscription(subscriptionId: string): Promise<void>;
}

/** Events that can change a subscription; every other type is acknowledged and ignored. */
export const HANDLED_EVENT_TYPES = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_failed',
]);
