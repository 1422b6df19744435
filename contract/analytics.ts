import * as z from 'zod';
import { ANSWER_MODES, QUIZ_TYPES } from './quiz.ts';
import { text } from './text.ts';

export const AnalyticsParams = z.object({ learnerId: text().max(64) });

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

export const CategoryStat = z.object({ count: z.number(), averageScore: z.number() });

export const WeeklyProgress = z.object({
  /** Monday 00:00 UTC of the week. */
  weekStart: z.string(),
  quizzes: z.number(),
  /** Null in a week with no finished quiz. */
  averageScore: z.number().nullable(),
});
export type WeeklyProgress = z.infer<typeof WeeklyProgress>;

export const BreakdownResponse = z.object({
  /** Category name (Everyday Safety, School Boosters…) → finished quizzes and their average percentage. */
  categoryBreakdown: z.record(z.string(), CategoryStat),
  /** The last PROGRESS_WEEKS weeks, oldest first, for the progress-over-time chart. */
  weeklyProgress: z.array(WeeklyProgress),
});
export type AnalyticsBreakdown = z.infer<typeof BreakdownResponse>;

export const PROGRESS_WEEKS = 12;

/** History periods, default 30 days. */
export const HISTORY_PERIODS = ['30', '90', '180', 'all'] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];
export const DEFAULT_HISTORY_PERIOD: HistoryPeriod = '30';
/** The most entries one history answer carries; `truncated` says when there were more. */
export const HISTORY_LIMIT = 200;

export const ANALYTICS_MESSAGES = {
  historyPremium: 'Quiz history is a premium feature. Upgrade to see every quiz your child has finished.',
  breakdownPremium:
    'The analytics breakdown is a premium feature. Upgrade to see how your child is doing in each area.',
  badDate: 'Dates must be ISO dates, like 2026-11-22T00:00:00.000Z.',
  badRange: 'The start date must not be after the end date.',
  badPeriod: 'The period must be 30, 90 or 180 days, or all.',
} as const;

const isoDate = z.iso
  .datetime({ offset: true, error: ANALYTICS_MESSAGES.badDate })
  .transform((value) => new Date(value));

export const HistoryQuery = z
  .object({
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    period: z.enum(HISTORY_PERIODS, { error: ANALYTICS_MESSAGES.badPeriod }).optional(),
  })
  .refine((query) => !query.startDate || !query.endDate || query.startDate <= query.endDate, {
    error: ANALYTICS_MESSAGES.badRange,
  });
export type HistoryQuery = z.infer<typeof HistoryQuery>;

export const QuestionRecord = z.object({
  question: z.string(),
  correctAnswer: z.string(),
  /** Null when the child did not answer it (a quiz finished early cannot happen, but old data may). */
  selectedAnswer: z.string().nullable(),
  /** 'type' when the child typed the answer: selectedAnswer is then what they typed. */
  answerMode: z.enum(ANSWER_MODES).optional(),
  isCorrect: z.boolean(),
  explanation: z.string().optional(),
});
export type QuestionRecord = z.infer<typeof QuestionRecord>;

export const HistoryEntry = z.object({
  id: z.string(),
  title: z.string(),
  quizType: z.enum(QUIZ_TYPES),
  score: z.number(),
  questionCount: z.number(),
  completedAt: z.string(),
  questionsData: z.array(QuestionRecord).optional(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

export const HistoryResponse = z.object({ quizHistory: z.array(HistoryEntry), truncated: z.boolean() });
export type QuizHistory = z.infer<typeof HistoryResponse>;
