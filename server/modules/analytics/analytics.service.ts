import type { AnalyticsOverview } from '../../../contract/analytics.ts';
import type { QuizType } from '../../../contract/quiz.ts';
import type { Clock } from '../../clock.ts';
import type { LearnersService } from '../learners/learners.service.ts';
import type { QuizRepo } from '../quiz/quiz.repo.ts';

const RECENT_QUIZZES = 5;

export function createAnalyticsService({
  quizRepo,
  learners,
  clock,
}: {
  quizRepo: QuizRepo;
  learners: LearnersService;
  clock: Clock;
}) {
  return {
    /** A learner's latest finished quizzes and this calendar month's totals; only finished quizzes count. */
    async overview(userId: string, learnerId: string): Promise<AnalyticsOverview> {
      await learners.assertOwned(userId, learnerId);
      const now = clock();
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const [recent, month] = await Promise.all([
        quizRepo.recentCompleted(userId, learnerId, RECENT_QUIZZES),
        quizRepo.completedSince(userId, learnerId, monthStart),
      ]);
      return {
        recentQuizzes: recent.map((quiz) => ({
          id: quiz.id,
          quizType: quiz.quizType as QuizType,
          quizSubtype: quiz.subject,
          title: quiz.title,
          score: quiz.score,
          questionCount: quiz.questionCount,
          completedAt: (quiz.completedAt ?? now).toISOString(),
        })),
        monthlyStats: {
          quizzesCompleted: month.quizzes,
          averageScore: Math.round(month.averagePercent),
          totalQuestions: month.questions,
        },
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
