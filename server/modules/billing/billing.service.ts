import { randomUUID } from 'node:crypto';
import {
  BILLING_MESSAGES,
  type CreateCheckoutBody,
  type DemoCheckout,
  type DemoSubscription,
  type PremiumStatus,
  type StripeConfig,
} from '../../../contract/billing.ts';
import { type DemoGateway, planTypeOfDemoPrice } from '../../adapters/payments/demo-gateway.ts';
import {
  HANDLED_EVENT_TYPES,
  type PaymentEvent,
  type ProviderSubscription,
} from '../../adapters/payments/payment-gateway.ts';
import type { StripeGateway } from '../../adapters/payments/stripe-gateway.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { Executor, WithAccount } from '../../db/unit-of-work.ts';
import { AppError } from '../../errors.ts';
import { type BillingRepo, createBillingRepo, type SubscriptionState } from './billing.repo.ts';
import { type Entitlements, entitlementsFor } from './entitlements.ts';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/** How often an applied event re-reads the provider to make sure the newest state was stored last. */
const MAX_STATE_CHECKS = 3;
/**
 * Presses of one plan within this long share a checkout claim (and so one checkout at Stripe); a
 * later press claims afresh, well inside the day Stripe keeps an idempotency key.
 */
const CHECKOUT_CLAIM_REUSE_MS = 60 * 60 * 1000;

function isSameState(a: ProviderSubscription | undefined, b: ProviderSubscription | undefined): boolean {
  return (
    a?.status === b?.status &&
    a?.planType === b?.planType &&
    a?.currentPeriodEnd.getTime() === b?.currentPeriodEnd.getTime() &&
    a?.cancelAtPeriodEnd === b?.cancelAtPeriodEnd
  );
}

/**
 * Runs one account's work one piece at a time in this process, without holding anything in the
 * database meanwhile: a double click on Upgrade talks to the payment provider once, the second
 * press finding what the first made.
 */
function oneAtATimePerAccount() {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(userId: string, work: () => Promise<T>): Promise<T> => {
    const current = (tails.get(userId) ?? Promise.resolve()).catch(() => {}).then(work);
    tails.set(userId, current);
    void current
      .catch(() => {})
      .finally(() => {
        if (tails.get(userId) === current) tails.delete(userId);
      });
    return current;
  };
}

/** Statuses after which there is nothing left to cancel. */
const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);

export function createBillingService({
  db,
  withAccount,
  gateway,
  clock,
}: {
  db: Database;
  withAccount: WithAccount;
  gateway: StripeGateway | DemoGateway;
  clock: Clock;
}) {
  const repo = createBillingRepo(db);
  const checkoutsOneAtATime = oneAtATimePerAccount();

  function demoOnly(): DemoGateway {
    // The demo routes are only registered without Stripe; this guards the service as well.
    if (gateway.kind !== 'demo') throw new AppError('NOT_FOUND', BILLING_MESSAGES.checkoutNotFound);
    return gateway;
  }

  /**
   * The account's customer at the provider, made on its first checkout. The provider is asked
   * outside any transaction (a slow answer holds up nobody else); its idempotency key per account
   * makes presses at once, even on several instances, one customer, and the account keeps the
   * first one stored.
   */
  async function ensureCustomer(account: { id: string; email: string }): Promise<string> {
    const existing = await repo.findCustomerId(account.id);
    if (existing) return existing;
    const created = await gateway.createCustomer({ userId: account.id, email: account.email });
    await repo.insertCustomer(account.id, created);
    return (await repo.findCustomerId(account.id)) ?? created;
  }

  /** Stores the provider's state for the customer's account, under its lock; false when there is nothing to store. */
  async function storeState(
    locked: BillingRepo,
    owner: { userId: string; customerId: string },
    subscription: ProviderSubscription | undefined,
  ): Promise<boolean> {
    if (!subscription || subscription.customerId !== owner.customerId) return false;
    const now = clock();
    const current = await locked.findSubscription(owner.userId);
    const replacesLiveSubscription =
      current?.subscriptionId != null &&
      current.subscriptionId !== subscription.id &&
      entitlementsFor(current, now).plan === 'premium';
    // A finished old subscription must not end a newer one the parent took out since.
    if (replacesLiveSubscription && entitlementsFor(subscription, now).plan === 'free') return false;
    await locked.saveSubscription({
      userId: owner.userId,
      status: subscription.status,
      planType: subscription.planType,
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      subscriptionId: subscription.id,
    });
    return true;
  }

  /**
   * The one way stored subscription state changes, for Stripe's webhooks and the demo checkout
   * alike. Each event applies once (its id is recorded with its effect, in the account's unit of
   * work), and what is stored is the provider's current state, never the event's copy. The
   * provider is asked outside every transaction, so after writing the state is asked for again: if
   * a concurrent event stored something in between, the newest state is written last and an old
   * event cannot undo it.
   */
  async function applyEvent(event: PaymentEvent): Promise<EventOutcome> {
    if (!HANDLED_EVENT_TYPES.has(event.type) || event.livemode !== gateway.livemode) return 'ignored';
    if (await repo.isEventClaimed(event.id)) return 'duplicate';
    const { customerId, subscriptionId } = event;
    let subscription = subscriptionId ? await gateway.retrieveSubscription(subscriptionId) : undefined;
    const userId = customerId && (await repo.findCustomerOwner(customerId));
    if (!customerId || !userId) return (await repo.claimEvent(event.id, event.type)) ? 'ignored' : 'duplicate';
    const owner = { userId, customerId };
    const outcome = await withAccount(userId, async (tx): Promise<EventOutcome> => {
      const locked = createBillingRepo(tx);
      if (!(await locked.claimEvent(event.id, event.type))) return 'duplicate';
      return (await storeState(locked, owner, subscription)) ? 'applied' : 'ignored';
    });
    if (outcome !== 'applied' || !subscriptionId) return outcome;
    for (let check = 0; check < MAX_STATE_CHECKS; check += 1) {
      const latest = await gateway.retrieveSubscription(subscriptionId);
      if (isSameState(latest, subscription)) break;
      subscription = latest;
      await withAccount(userId, (tx) => storeState(createBillingRepo(tx), owner, latest));
    }
    return outcome;
  }

  return {
    /** The account's plan now; inside a unit of work, pass its transaction as EXECUTOR so the read is part of it. */
    async entitlements(userId: string, executor: Executor = db): Promise<Entitlements> {
      return entitlementsFor(await createBillingRepo(executor).findSubscription(userId), clock());
    },

    /** Stores a plan directly, for plans granted outside a checkout (tests, support). */
    async recordSubscription(userId: string, state: Omit<SubscriptionState, 'userId'>): Promise<void> {
      await repo.saveSubscription({ userId, ...state });
    },

    async premiumStatus(userId: string): Promise<PremiumStatus> {
      const subscription = await repo.findSubscription(userId);
      const hasPremium = entitlementsFor(subscription, clock()).plan === 'premium';
      const paid = hasPremium ? subscription : undefined;
      return {
        hasPremium,
        planType: paid?.planType ?? null,
        paidUntil: paid?.currentPeriodEnd.toISOString() ?? null,
        endsAtPeriodEnd: paid?.cancelAtPeriodEnd ?? false,
      };
    },

    pricingConfig(): StripeConfig {
      return { prices: gateway.prices, testMode: gateway.kind === 'demo' };
    },

    async startCheckout(account: { id: string; email: string }, body: CreateCheckoutBody): Promise<string> {
      if (gateway.prices[body.planType] !== body.priceId)
        throw new AppError('BAD_REQUEST', BILLING_MESSAGES.unknownPrice);
      // One start at a time per account in this process, so presses at once find the checkout the
      // first opened. Across instances the claim, taken in the account's unit of work, gives
      // presses of one plan one idempotency key. No transaction is open while the provider answers.
      return checkoutsOneAtATime(account.id, async () => {
        const claimId = await withAccount(account.id, async (tx) => {
          if ((await this.entitlements(account.id, tx)).plan === 'premium') {
            throw new AppError('CONFLICT', BILLING_MESSAGES.alreadyPremium);
          }
          return createBillingRepo(tx).claimCheckout(account.id, body.priceId, clock(), CHECKOUT_CLAIM_REUSE_MS);
        });
        const customerId = await ensureCustomer(account);
        try {
          return await gateway.createCheckout({ customerId, userId: account.id, priceId: body.priceId, claimId });
        } catch (error) {
          // The checkout made under this claim was closed: its key must not bring it back.
          if (error instanceof AppError && error.code === 'CONFLICT')
            await repo.releaseCheckoutClaim(account.id, claimId);
          throw error;
        }
      });
    },

    async openPortal(userId: string): Promise<string> {
      const customerId = await repo.findCustomerId(userId);
      if (!customerId) throw new AppError('NO_CUSTOMER', BILLING_MESSAGES.noCustomer);
      const subscription = await repo.findSubscription(userId);
      if (!subscription?.subscriptionId) {
        throw new AppError('NO_SUBSCRIPTION', BILLING_MESSAGES.noSubscription);
      }
      return gateway.createPortal(customerId);
    },

    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<EventOutcome> {
      if (gateway.kind !== 'stripe') throw new AppError('NOT_FOUND', BILLING_MESSAGES.checkoutNotFound);
      return applyEvent(gateway.verifyEvent(rawBody, signature, clock()));
    },

    /** Before an account is deleted its subscription is cancelled, so nobody pays for a deleted account. */
    async cancelForAccountDeletion(userId: string): Promise<void> {
      const subscription = await repo.findSubscription(userId);
      if (subscription?.subscriptionId && !ENDED_STATUSES.has(subscription.status)) {
        await gateway.cancelSubscription(subscription.subscriptionId);
      }
    },

    async demoCheckout(userId: string, checkoutId: string): Promise<DemoCheckout> {
      const checkout = await demoOnly().findCheckout(userId, checkoutId);
      return {
        checkoutId: checkout.id,
        planType: planTypeOfDemoPrice(checkout.priceId),
        status: checkout.status,
      };
    },

    /** "Pay" on the demo checkout: the same update a verified checkout.session.completed makes. */
    async completeDemoCheckout(userId: string, checkoutId: string): Promise<void> {
      const { customerId, subscriptionId } = await demoOnly().completeCheckout(userId, checkoutId);
      await applyEvent({
        id: `evt_demo_checkout_${checkoutId}`,
        type: 'checkout.session.completed',
        livemode: false,
        customerId,
        subscriptionId,
      });
    },

    async demoSubscription(userId: string): Promise<DemoSubscription> {
      demoOnly();
      const subscription = await repo.findSubscription(userId);
      if (!subscription?.subscriptionId) {
        throw new AppError('NO_SUBSCRIPTION', BILLING_MESSAGES.noSubscription);
      }
      return {
        planType: subscription.planType,
        status: subscription.status,
        currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        hasPremium: entitlementsFor(subscription, clock()).plan === 'premium',
      };
    },

    /**
     * "Cancel" in the demo portal, as Stripe's portal does: the subscription ends with its paid
     * period (premium holds until then), then the same update Stripe's event makes.
     */
    async cancelDemoSubscription(userId: string): Promise<void> {
      const demo = demoOnly();
      const [customerId, subscription] = await Promise.all([
        repo.findCustomerId(userId),
        repo.findSubscription(userId),
      ]);
      if (!customerId || !subscription?.subscriptionId) {
        throw new AppError('NO_SUBSCRIPTION', BILLING_MESSAGES.noSubscription);
      }
      await demo.cancelAtPeriodEnd(subscription.subscriptionId);
      await applyEvent({
        id: `evt_demo_cancel_${randomUUID()}`,
        type: 'customer.subscription.updated',
        livemode: false,
        customerId,
        subscriptionId: subscription.subscriptionId,
      });
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
