import { and, eq } from 'drizzle-orm';
import type { PlanType } from '../../../contract/billing.ts';
import { billingCustomers, billingEvents, checkoutClaims, subscriptions } from '../../db/schema.ts';
import type { Executor } from '../../db/unit-of-work.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export interface SubscriptionState {
  userId: string;
  status: string;
  planType: PlanType;
  currentPeriodEnd: Date;
  /** Cancelled by the parent: premium holds to the period's end, then ends. */
  cancelAtPeriodEnd?: boolean;
  subscriptionId?: string | null;
}

/** The billing tables' queries over EXECUTOR: the database, or a unit of work's transaction. */
export function createBillingRepo(executor: Executor) {
  return {
    async findSubscription(userId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await executor.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
      return row;
    },

    async saveSubscription(state: SubscriptionState): Promise<void> {
      const values = { cancelAtPeriodEnd: false, ...state };
      const { userId: _userId, ...changes } = values;
      await executor
        .insert(subscriptions)
        .values(values)
        .onConflictDoUpdate({ target: subscriptions.userId, set: changes });
    },

    /**
     * The account's claim on a checkout of PRICE_ID: the one it holds when that is for the same
     * price and younger than REUSE_MS, else a new one that replaces it. Call it in the account's
     * unit of work, so presses on every instance are claimed one after the other.
     */
    async claimCheckout(userId: string, priceId: string, now: Date, reuseMs: number): Promise<string> {
      const [held] = await executor.select().from(checkoutClaims).where(eq(checkoutClaims.userId, userId)).limit(1);
      if (held && held.priceId === priceId && now.getTime() - held.claimedAt.getTime() < reuseMs) return held.claimId;
      const claim = { userId, claimId: crypto.randomUUID(), priceId, claimedAt: now };
      await executor
        .insert(checkoutClaims)
        .values(claim)
        .onConflictDoUpdate({
          target: checkoutClaims.userId,
          set: { claimId: claim.claimId, priceId, claimedAt: now },
        });
      return claim.claimId;
    },

    /** Gives up CLAIM_ID if the account still holds it, so the next press gets a new checkout. */
    async releaseCheckoutClaim(userId: string, claimId: string): Promise<void> {
      await executor
        .delete(checkoutClaims)
        .where(and(eq(checkoutClaims.userId, userId), eq(checkoutClaims.claimId, claimId)));
    },

    async findCustomerId(userId: string): Promise<string | undefined> {
      const [row] = await executor
        .select({ customerId: billingCustomers.customerId })
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, userId))
        .limit(1);
      return row?.customerId;
    },

    /** The account a provider's customer belongs to. */
    async findCustomerOwner(customerId: string): Promise<string | undefined> {
      const [row] = await executor
        .select({ userId: billingCustomers.userId })
        .from(billingCustomers)
        .where(eq(billingCustomers.customerId, customerId))
        .limit(1);
      return row?.userId;
    },

    /** Keeps the account's customer; an account already holding one keeps the one it has. */
    async insertCustomer(userId: string, customerId: string): Promise<void> {
      await executor.insert(billingCustomers).values({ userId, customerId }).onConflictDoNothing();
    },

    async isEventClaimed(eventId: string): Promise<boolean> {
      const [row] = await executor
        .select({ eventId: billingEvents.eventId })
        .from(billingEvents)
        .where(eq(billingEvents.eventId, eventId))
        .limit(1);
      return row !== undefined;
    },

    /** Records the event id; false when it was already recorded (a redelivery, or one processed concurrently). */
    async claimEvent(eventId: string, type: string): Promise<boolean> {
      const claimed = await executor
        .insert(billingEvents)
        .values({ eventId, type })
        .onConflictDoNothing()
        .returning({ eventId: billingEvents.eventId });
      return claimed.length === 1;
    },
  };
}

export type BillingRepo = ReturnType<typeof createBillingRepo>;
