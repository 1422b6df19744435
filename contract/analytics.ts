import { z } from 'zod';
import { QUIZ_TYPES } from './quiz.ts';

export const AnalyticsParams = z.object({ learnerId: z.string().max(64) });

export const RecentQuiz = z.object({
  id: z.string(),
  quizType: z.enum(QUIZ_TYPES),
  /** The category or topic within the type (general-safety, Times Tables Training…). */
  quizSubtype: z.string(),
  title: z.string(),
  score: z.number(),
  questionCount: z.number(),
  completedAt: z.string(),
});
export type RecentQuiz = z.infer<typeof RecentQuiz>;

export const OverviewResponse = z.object({
  recentQuizzes: z.array(RecentQuiz),
  monthlyStats: z.object({ quizzesCompleted: z.number(), averageScore: z.number(), totalQuestions: z.number() }),
});
export type AnalyticsOverview = z.infer<typeof OverviewResponse>;
