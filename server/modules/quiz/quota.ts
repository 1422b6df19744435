/**
 * The free monthly allowance (a quiz counts once its first question is answered), premium's
 * activity ceiling (new quizzes, not retakes) and the daily bound on resets: checked under the
 * account's lock, and reported to the parent.
 */
import { QUIZ_LIMITS, QUIZ_MESSAGES, type QuotaStatus } from '../../../contract/quiz.ts';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { Plan } from '../billing/entitlements.ts';
import type { ActivityWindows, QuizRepo } from './quiz.repo.ts';

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

export function createQuota({ repo, billing, clock }: { repo: QuizRepo; billing: BillingService; clock: Clock }) {
  return {
    /** The check a new quiz passes under the account lock: the free allowance, or premium's ceilings. */
    allowanceCheck(plan: Plan, countsTowardAllowance: boolean) {
      return async (locked: Pick<QuizRepo, 'activity'>, userId: string) => {
        const activity = await locked.activity(userId, activityWindows(clock()));
        if (plan === 'free') {
          if (countsTowardAllowance && activity.allowance >= QUIZ_LIMITS.freeMonthlySafetyQuizzes) {
            throw new AppError('MONTHLY_LIMIT', QUIZ_MESSAGES.monthlyLimit);
          }
          return;
        }
        const ceilings = QUIZ_LIMITS.premiumActivity;
        if (
          activity.daily >= ceilings.daily ||
          activity.weekly >= ceilings.weekly ||
          activity.monthly >= ceilings.monthly
        ) {
          throw new AppError('RATE_LIMITED', QUIZ_MESSAGES.activityLimit);
        }
      };
    },

    /**
     * The check a free plan's quiz passes under the account lock before its first answer makes it
     * count. The plan is read first: inside the lock only the locked reader may be used.
     */
    async firstAnswerCheck(userId: string) {
      const { plan } = await billing.entitlements(userId);
      return async (locked: Pick<QuizRepo, 'activity'>) => {
        if (plan !== 'free') return;
        const { allowance } = await locked.activity(userId, activityWindows(clock()));
        if (allowance >= QUIZ_LIMITS.freeMonthlySafetyQuizzes) {
          throw new AppError('MONTHLY_LIMIT', QUIZ_MESSAGES.monthlyLimit);
        }
      };
    },

    /**
     * The check a reset passes under the account lock: so many a day for each learner. Refused, it
     * says when the count starts again (the next day), as every 429 does.
     */
    resetCheck(learnerId: string) {
      return async (locked: Pick<QuizRepo, 'resetsSince'>) => {
        const now = clock();
        const { day } = activityWindows(now);
        if ((await locked.resetsSince(learnerId, day)) >= QUIZ_LIMITS.resetsPerLearnerPerDay) {
          const secondsToNextDay = Math.ceil((day.getTime() + DAY_MS - now.getTime()) / 1000);
          throw new AppError('RATE_LIMITED', QUIZ_MESSAGES.resetLimit, {
            'retry-after': String(Math.max(1, secondsToNextDay)),
          });
        }
      };
    },

    async status(userId: string): Promise<QuotaStatus> {
      const { plan } = await billing.entitlements(userId);
      const {
        allowance: monthlySafety,
        daily,
        weekly,
        monthly,
      } = await repo.activity(userId, activityWindows(clock()));
      const limit = QUIZ_LIMITS.freeMonthlySafetyQuizzes;
      const ceilings = QUIZ_LIMITS.premiumActivity;
      return {
        userType: plan,
        monthlySafetyQuizzes:
          plan === 'free'
            ? { used: monthlySafety, limit, remaining: Math.max(0, limit - monthlySafety) }
            : { used: monthlySafety, limit: 0, remaining: 0 },
        activity: {
          daily: { used: daily, limit: ceilings.daily },
          weekly: { used: weekly, limit: ceilings.weekly },
          monthly: { used: monthly, limit: ceilings.monthly },
        },
      };
    },
  };
}

export type Quota = ReturnType<typeof createQuota>;
