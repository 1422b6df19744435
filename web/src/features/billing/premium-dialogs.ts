/** The premium-required dialog, one entry per feature type. */
export const PREMIUM_FEATURES = ['custom', 'popular', 'multilearner', 'history', 'monthlylimit', 'default'] as const;
export type PremiumFeature = (typeof PREMIUM_FEATURES)[number];

export const PREMIUM_DIALOGS: Record<PremiumFeature, { title: string; description: string; benefits: string[] }> = {
  custom: {
    title: 'Custom Quizzes Need Premium',
    description: 'Make a quiz on any subject your child is learning or loves.',
    benefits: ['Quizzes on any subject', 'Up to 25 questions per quiz', 'Pitched at your child’s age'],
  },
  popular: {
    title: 'Popular Topic Quizzes Need Premium',
    description: 'Popular Topic and Custom quizzes require premium access.',
    benefits: ['30 ready-made topics', 'New questions every time', 'Up to 25 questions per quiz'],
  },
  multilearner: {
    title: 'Multiple Learners Need Premium',
    description: 'The free plan includes one learner profile. Premium gives each of your children their own.',
    benefits: ['Up to 5 learner profiles', 'Progress for each child', 'Full quiz history'],
  },
  history: {
    title: 'Quiz History is a Premium Feature',
    description: 'See every quiz your child has finished, with each question and answer.',
    benefits: ['Full quiz history', 'Question-by-question review', 'Analytics breakdown'],
  },
  monthlylimit: {
    title: 'Monthly Limit Reached',
    description: 'You’ve used your 5 free safety quizzes this month. They renew at the start of next month.',
    benefits: ['Unlimited safety quizzes', 'Up to 25 questions per quiz', 'Brain Booster quizzes'],
  },
  default: {
    title: 'Premium Required',
    description: 'This needs a premium plan.',
    benefits: ['Up to 5 learner profiles', 'Up to 25 questions per quiz', 'Full history and analytics'],
  },
};
