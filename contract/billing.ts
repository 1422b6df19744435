import * as z from 'zod';
import { text } from './text.ts';

export const PLAN_TYPES = ['monthly', 'annual'] as const;
export const PlanType = z.enum(PLAN_TYPES);
export type PlanType = z.infer<typeof PlanType>;

export const PremiumStatusResponse = z.object({
  hasPremium: z.boolean(),
  /** Which paid plan is current, so the pricing page can mark it; null on the free plan. */
  planType: PlanType.nullable(),
  /** When the paid period ends: the plan renews then, or ends if it was cancelled; null on the free plan. */
  paidUntil: z.string().nullable(),
  /** Cancelled: premium holds until paidUntil and then ends instead of renewing. */
  endsAtPeriodEnd: z.boolean(),
});
export type PremiumStatus = z.infer<typeof PremiumStatusResponse>;

/** Price identifiers of the demo checkout, used when no payment provider is configured. */
export const DEMO_PRICES: Record<PlanType, string> = { monthly: 'price_demo_monthly', annual: 'price_demo_annual' };

export const StripeConfigResponse = z.object({
  prices: z.object({ monthly: z.string(), annual: z.string() }),
  /** True when payments run through the local demo checkout: no real money moves. */
  testMode: z.boolean(),
});
export type StripeConfig = z.infer<typeof StripeConfigResponse>;

const stripeId = (what: string) =>
  text({ error: `Please send the ${what}.` })
    .trim()
    .min(1, `Please send the ${what}.`)
    .max(255, `The ${what} is too long.`);

export const CreateCheckoutBody = z.object({
  priceId: stripeId('price'),
  planType: z.enum(PLAN_TYPES, { error: 'Please choose the monthly or the annual plan.' }),
});
export type CreateCheckoutBody = z.infer<typeof CreateCheckoutBody>;

export const RedirectResponse = z.object({ url: z.string() });
export type RedirectResponse = z.infer<typeof RedirectResponse>;

export const DemoCheckoutParams = z.object({ checkoutId: stripeId('checkout') });
export const DemoCompleteBody = z.object({ checkoutId: stripeId('checkout') });

export const DemoCheckoutResponse = z.object({
  checkoutId: z.string(),
  planType: PlanType,
  status: z.enum(['open', 'complete']),
});
export type DemoCheckout = z.infer<typeof DemoCheckoutResponse>;

export const DemoSubscriptionResponse = z.object({
  planType: PlanType,
  status: z.string(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  hasPremium: z.boolean(),
});
export type DemoSubscription = z.infer<typeof DemoSubscriptionResponse>;

export const SuccessResponse = z.object({ success: z.literal(true) });

export const BILLING_MESSAGES = {
  unknownPrice: 'That price is not one of our plans. Please choose a plan on the pricing page.',
  alreadyPremium: 'You already have premium. You can manage your plan from My Account.',
  noCustomer: 'Customer not found',
  noSubscription: 'No subscription found',
  invalidSignature: 'The webhook signature is missing, invalid or too old.',
  providerUnavailable: 'Our payment provider is not answering right now. Please try again in a few minutes.',
  checkoutNotFound: 'That checkout was not found.',
  checkoutRaced:
    'A checkout for the other plan was opened at the same moment, perhaps on another device. Please choose your plan again.',
  deletionNeedsCancel:
    'We could not cancel your subscription with our payment provider, so your account has not been deleted. Please try again in a few minutes.',
} as const;
