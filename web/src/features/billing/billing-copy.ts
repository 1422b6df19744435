import { isApiError } from '@/lib/api-client.ts';
import { alertFor, type ErrorAlertContent } from '@/ui/error-alert.tsx';

/** Words only the billing pages show: the prices, the errors, and what each plan gives. */

/** Prices as the pages write them (the amounts Stripe charges are set there). */
export const PRICES = {
  free: '£0',
  monthly: '£5.99',
  annual: '£49.99',
  annualSaving: '30%',
} as const;

/** What checkout and the subscription portal say when they fail. */
export const BILLING_ERRORS = {
  paymentError: 'Payment Error',
  checkoutFallback: 'Failed to start checkout process',
  pricingFailed: 'Failed to load pricing configuration',
  authRequired: { title: 'Authentication Required', description: 'Please log in to upgrade your account' },
  noSubscription: {
    title: 'No subscription found',
    description: 'Please contact support for assistance with your subscription.',
  },
  noCustomer: { title: 'Customer not found', description: 'Please contact support for assistance.' },
  portalFallback: 'Failed to access subscription management',
} as const;

/** Upgrade failed: signed out, or the checkout could not be started or paid. */
export function checkoutAlert(error: unknown): ErrorAlertContent | null {
  if (isApiError(error, 'UNAUTHORIZED')) return BILLING_ERRORS.authRequired;
  return alertFor(error, BILLING_ERRORS.checkoutFallback, BILLING_ERRORS.paymentError);
}

/** Manage Subscription failed: one message for each failure code the API names. */
export function portalAlert(error: unknown): ErrorAlertContent | null {
  if (isApiError(error, 'NO_SUBSCRIPTION')) return BILLING_ERRORS.noSubscription;
  if (isApiError(error, 'NO_CUSTOMER')) return BILLING_ERRORS.noCustomer;
  return alertFor(error, BILLING_ERRORS.portalFallback, 'Error');
}

export const PLAN_FEATURES = {
  free: [
    '1 learner profile',
    'Know Myself with 10 questions per quiz',
    '5 safety quizzes a month',
    'Safety quizzes of 5 questions',
    'Basic progress',
  ],
  premium: [
    'Up to 5 learner profiles',
    'Enhanced Know Myself with up to 20 questions',
    'Unlimited custom and popular-topic quizzes',
    'Up to 25 questions per quiz',
    'Full quiz history',
    'Analytics breakdown',
  ],
} as const;

/**
 * Premium's features as this site can deliver them: custom subjects need an AI provider, so a site
 * without one sells only the popular topics.
 */
export function premiumFeatures(customQuizzesAvailable: boolean): readonly string[] {
  return customQuizzesAvailable
    ? PLAN_FEATURES.premium
    : PLAN_FEATURES.premium.map((feature) =>
        feature === 'Unlimited custom and popular-topic quizzes' ? 'Unlimited popular-topic quizzes' : feature,
      );
}
