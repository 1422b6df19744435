import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, ne } from 'drizzle-orm';
import { BILLING_MESSAGES, DEMO_PRICES, type PlanType } from '../../../contract/billing.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { demoCheckouts } from '../../db/schema.ts';
import { createUnitOfWork } from '../../db/unit-of-work.ts';
import { AppError } from '../../errors.ts';
import type { PaymentGateway, ProviderSubscription } from './payment-gateway.ts';

export type DemoCheckoutRow = typeof demoCheckouts.$inferSelect;

export interface DemoGateway extends PaymentGateway {
  readonly kind: 'demo';
  /** The caller's own checkout, or a 404: another account's id reveals nothing. */
  findCheckout(userId: string, checkoutId: string): Promise<DemoCheckoutRow>;
  /**
   * "Pays" an open checkout once; paying it again answers the same subscription. While another of
   * the account's checkouts has a subscription running, it is refused (409) and nothing is charged.
   */
  completeCheckout(userId: string, checkoutId: string): Promise<{ customerId: string; subscriptionId: string }>;
  /** The demo portal's "Cancel", as Stripe's portal does it: the subscription ends with its paid period. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_demo_${randomBytes(18).toString('base64url')}`;

export function planTypeOfDemoPrice(priceId: string): PlanType {
  return priceId === DEMO_PRICES.annual ? 'annual' : 'monthly';
}

function periodEndAfter(start: Date, planType: PlanType): Date {
  const end = new Date(start);
  if (planType === 'annual') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/**
 * Stands in for Stripe when no keys are configured: checkouts and the subscriptions they
 * start are kept in the database, and the billing service reads them back exactly as it reads
 * Stripe's, so the demo exercises the production code path.
 */
export function createDemoGateway({ db, appUrl, clock }: { db: Database; appUrl: URL; clock: Clock }): DemoGateway {
  const withAccount = createUnitOfWork(db);
  async function findCheckout(userId: string, checkoutId: string): Promise<DemoCheckoutRow> {
    const [row] = await db
      .select()
      .from(demoCheckouts)
      .where(and(eq(demoCheckouts.id, checkoutId), eq(demoCheckouts.userId, userId)))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', BILLING_MESSAGES.checkoutNotFound);
    return row;
  }

  return {
    kind: 'demo',
    prices: DEMO_PRICES,
    livemode: false,

    async createCustomer() {
      return newId('cus');
    },

    async createCheckout({ customerId, userId, priceId }) {
      const id = newId('cs');
      await db.insert(demoCheckouts).values({ id, userId, customerId, priceId, status: 'open' });
      return new URL(`/demo-checkout?session_id=${id}`, appUrl).href;
    },

    async createPortal() {
      return new URL('/demo-portal', appUrl).href;
    },

    async retrieveSubscription(subscriptionId): Promise<ProviderSubscription | undefined> {
      const [row] = await db
        .select()
        .from(demoCheckouts)
        .where(eq(demoCheckouts.subscriptionId, subscriptionId))
        .limit(1);
      if (!row?.subscriptionId || !row.subscriptionStatus || !row.currentPeriodEnd) return undefined;
      return {
        id: row.subscriptionId,
        customerId: row.customerId,
        status: row.subscriptionStatus,
        planType: planTypeOfDemoPrice(row.priceId),
        currentPeriodEnd: row.currentPeriodEnd,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      };
    },

    async cancelSubscription(subscriptionId) {
      await db
        .update(demoCheckouts)
        .set({ subscriptionStatus: 'canceled' })
        .where(eq(demoCheckouts.subscriptionId, subscriptionId));
    },

    async cancelAtPeriodEnd(subscriptionId) {
      await db
        .update(demoCheckouts)
        .set({ cancelAtPeriodEnd: true })
        .where(eq(demoCheckouts.subscriptionId, subscriptionId));
    },

    findCheckout,

    async completeCheckout(userId, checkoutId) {
      // One payment at a time per account: two tabs' Pay buttons cannot both start a subscription.
      return withAccount(userId, async (tx) => {
        const [checkout] = await tx
          .select()
          .from(demoCheckouts)
          .where(and(eq(demoCheckouts.id, checkoutId), eq(demoCheckouts.userId, userId)))
          .limit(1);
        if (!checkout) throw new AppError('NOT_FOUND', BILLING_MESSAGES.checkoutNotFound);
        if (checkout.status === 'complete' && checkout.subscriptionId) {
          return { customerId: checkout.customerId, subscriptionId: checkout.subscriptionId };
        }
        const [running] = await tx
          .select({ id: demoCheckouts.id })
          .from(demoCheckouts)
          .where(
            and(
              eq(demoCheckouts.userId, userId),
              isNotNull(demoCheckouts.subscriptionId),
              ne(demoCheckouts.subscriptionStatus, 'canceled'),
              gt(demoCheckouts.currentPeriodEnd, clock()),
            ),
          )
          .limit(1);
        if (running) throw new AppError('CONFLICT', BILLING_MESSAGES.alreadyPremium);
        const subscriptionId = newId('sub');
        await tx
          .update(demoCheckouts)
          .set({
            status: 'complete',
            subscriptionId,
            subscriptionStatus: 'active',
            currentPeriodEnd: periodEndAfter(clock(), planTypeOfDemoPrice(checkout.priceId)),
          })
          .where(eq(demoCheckouts.id, checkoutId));
        return { customerId: checkout.customerId, subscriptionId };
      });
    },
  };
}
