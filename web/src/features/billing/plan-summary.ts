import type { PlanType } from '@contract/billing.ts';
import { PRICES } from './billing-copy.ts';

/** How a paid plan is named on the demo checkout and portal. */
export const PLAN_SUMMARY: Record<PlanType, { name: string; price: string; period: string }> = {
  monthly: { name: 'Premium — monthly', price: PRICES.monthly, period: 'per month' },
  annual: { name: 'Premium — annual', price: PRICES.annual, period: 'per year' },
};
