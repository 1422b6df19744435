/**
 * The free monthly allowance (a quiz counts once its first question is answered), premium's
 * activity ceiling (new quizzes, not retakes) and the daily bound on resets, as pure rules of what
 * a unit of work read under the account's lock; and the same counts reported to the parent.
 */
import { QUIZ_LIMITS, QUIZ_MESSAGES, type QuotaStatus } from '../../../contract/quiz.ts';
import { AppError } from '../../errors.ts';
import type { Plan } from '../billing/entitlements.ts';
import type { Activity, ActivityWindows } from './quiz.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day, week (from Monday) and month holding NOW, in UTC. */
export function activityWindows(now: Date): ActivityWindows {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return {
    day,
    week: new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS),
    month: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
  };
}

function assertFreeAllowanceLeft(activity: Activity): void {
  if (activity.allowance >= QUIZ_LIMITS.freeMonthlySafetyQuizzes) {
    throw new AppError('MONTHLY_LIMIT', QUIZ_MESSAGES.monthlyLimit);
  }
}

/** A new quiz: within the free allowance (when it will count toward it), or premium's ceilings. */
export function assertMayStartQuiz(plan: Plan, countsTowardAllowance: boolean, activity: Activity): void {
  if (plan === 'free') {
    if (countsTowardAllowance) assertFreeAllowanceLeft(activity);
    return;
  }
  const ceilings = QUIZ_LIMITS.premiumActivity;
  if (activity.daily >= ceilings.daily || activity.weekly >= ceilings.weekly || activity.monthly >= ceilings.monthly) {
    throw new AppError('RATE_LIMITED', QUIZ_MESSAGES.activityLimit);
  }
}

/** The first answer that makes a free plan's quiz count: only while the allowance has room. */
export function assertMayCountQuiz(plan: Plan, activity: Activity): void {
  if (plan === 'free') assertFreeAllowanceLeft(activity);
}

/**
 * So many resets a day for each learner. Refused, it says when the count starts again (the next
 * day), as every 429 does.
 */
export function assertMayReset(resetsToday: number, now: Date): void {
  if (resetsToday < QUIZ_LIMITS.resetsPerLearnerPerDay) return;
  const { day } = activityWindows(now);
  const secondsToNextDay = Math.ceil((day.getTime() + DAY_MS - now.getTime()) / 1000);
  throw new AppError('RATE_LIMITED', QUIZ_MESSAGES.resetLimit, {
    'retry-after': String(Math.max(1, secondsToNextDay)),
  });
}

export function quotaStatus(plan: Plan, activity: Activity): QuotaStatus {
  const limit = QUIZ_LIMITS.freeMonthlySafetyQuizzes;
  const ceilings = QUIZ_LIMITS.premiumActivity;
  const used = activity.allowance;
  return {
    userType: plan,
    monthlySafetyQuizzes:
      plan === 'free' ? { used, limit, remaining: Math.max(0, limit - used) } : { used, limit: 0, remaining: 0 },
    activity: {
      daily: { used: activity.daily, limit: ceilings.daily },
      weekly: { used: activity.weekly, limit: ceilings.weekly },
      monthly: { used: activity.monthly, limit: ceilings.monthly },
    },
  };
}
