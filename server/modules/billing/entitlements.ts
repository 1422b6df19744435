import { PLAN_LIMITS } from '../../../contract/constants.ts';

export interface StoredSubscription {
  status: string;
  currentPeriodEnd: Date;
}

/** Stripe's statuses that still give the paid plan until the period ends. */
const PAID_STATUSES = new Set(['active', 'trialing', 'past_due']);

export type Plan = 'free' | 'premium';

export interface Entitlements {
  plan: Plan;
  maxLearners: number;
}

/** The one place a stored subscription becomes a plan; every limit in the product asks it. */
export function entitlementsFor(subscription: StoredSubscription | undefined, now: Date): Entitlements {
  const isPremium =
    subscription !== undefined &&
    PAID_STATUSES.has(subscription.status) &&
    subscription.currentPeriodEnd.getTime() > now.getTime();
  return isPremium
    ? { plan: 'premium', maxLearners: PLAN_LIMITS.premium.learners }
    : { plan: 'free', maxLearners: PLAN_LIMITS.free.learners };
}
