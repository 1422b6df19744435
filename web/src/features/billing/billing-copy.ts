/** Words only the billing pages show: the toasts, and what each plan gives. */

/** The toasts for checkout and the subscription portal. */
export const BILLING_TOASTS = {
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
