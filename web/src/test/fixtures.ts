import type { PublicUser } from '@contract/auth.ts';
import type { PremiumStatus } from '@contract/billing.ts';
import { defaultPlaySettings, type Learner } from '@contract/learners.ts';

export const PARENT: PublicUser = { firstName: 'Sam', lastName: 'Jones', email: 'sam@example.com' };

export const FREE: PremiumStatus = { hasPremium: false, planType: null, paidUntil: null, endsAtPeriodEnd: false };

/**
 * A learner as the API returns one: Maya Jones, 8, in the UK, active, with her age's play
 * settings; OVERRIDES change any of it (the play settings follow an overridden age).
 */
export function aLearner(overrides: Partial<Learner> = {}): Learner {
  const age = overrides.age ?? 8;
  return {
    id: 'l1',
    firstName: 'Maya',
    lastName: 'Jones',
    age,
    country: 'UK',
    isActive: true,
    aiEnabled: true,
    waitForNext: true,
    playSettings: defaultPlaySettings(age),
    isReadOnly: false,
    ...overrides,
  };
}
