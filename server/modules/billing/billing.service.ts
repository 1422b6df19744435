import type { Clock } from '../../clock.ts';
import type { BillingRepo } from './billing.repo.ts';
import { type Entitlements, entitlementsFor } from './entitlements.ts';

export function createBillingService({ repo, clock }: { repo: BillingRepo; clock: Clock }) {
  return {
    async entitlements(userId: string): Promise<Entitlements> {
      return entitlementsFor(await repo.findSubscription(userId), clock());
    },

    /** Stores the subscription state the payment provider confirmed. */
    async recordSubscription(
      userId: string,
      state: { status: string; planType: 'monthly' | 'annual'; currentPeriodEnd: Date },
    ): Promise<void> {
      await repo.saveSubscription({ userId, ...state });
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
