import {
  ANALYTICS_MESSAGES,
  type AnalyticsBreakdown,
  type AnalyticsOverview,
  HISTORY_LIMIT,
  type HistoryQuery,
  PROGRESS_WEEKS,
  type QuizHistory,
} from '../../../contract/analytics.ts';
import { POPULAR_TOPIC_GROUPS } from '../../../contract/constants.ts';
import type { QuizType } from '../../../contract/quiz.ts';
import { dayIn, type Rewards, starsForScore, streakDays } from '../../../contract/rewards.ts';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { LearnersService } from '../learners/learners.service.ts';
import type { QuizRepo, StoredQuestion } from '../quiz/quiz.repo.ts';
import type { QuestionRows } from '../quiz/quiz-questions.ts';
import type { AnalyticsRepo } from './analytics.repo.ts';
import type { RewardsRepo } from './rewards.repo.ts';

const RECENT_QUIZZES = 5;
const DAY_MS = 86_400_000;

const TOPIC_GROUP = new Map<string, string>(
  POPULAR_TOPIC_GROUPS.flatMap((group) => group.topics.map((topic) => [topic, group.name] as const)),
);

/** The category a parent reads a quiz under: the safety area, the popular topic's group, or custom. */
function categoryOf(quiz: { kind: string; subject: string; title: string }): string {
  if (quiz.kind === 'know-myself') return 'Know Myself';
  if (quiz.kind === 'safety') return quiz.title;
  if (quiz.kind === 'popular') return TOPIC_GROUP.get(quiz.subject) ?? 'Popular Topics';
  return 'Custom Quizzes';
}

/** Monday 00:00 UTC of the week holding DATE. */
function weekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

export function createAnalyticsService({
  repo,
  quizRepo,
  questionRows,
  rewardsRepo,
  learners,
  billing,
  clock,
}: {
  repo: AnalyticsRepo;
  /** The questions of the quizzes history shows. */
  quizRepo: Pick<QuizRepo, 'questions'>;
  questionRows: QuestionRows;
  rewardsRepo: RewardsRepo;
  learners: LearnersService;
  billing: BillingService;
  clock: Clock;
}) {
  /** Another account's learner is a 404 whatever the plan; a free account's own learner is a 403. */
  async function assertPremiumView(userId: string, learnerId: string, message: string): Promise<void> {
    await learners.assertOwned(userId, learnerId);
    if ((await billing.entitlements(userId)).plan !== 'premium') throw new AppError('PREMIUM_REQUIRED', message);
  }

  return {
    /** A learner's latest finished quizzes and this calendar month's totals; only finished quizzes count. */
    async overview(userId: string, learnerId: string): Promise<AnalyticsOverview> {
      await learners.assertOwned(userId, learnerId);
      const now = clock();
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const [recent, month] = await Promise.all([
        repo.recentCompleted(userId, learnerId, RECENT_QUIZZES),
        repo.completedSince(userId, learnerId, monthStart),
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

    /** Premium: finished quizzes and average score per category, and the last weeks' progress. */
    async breakdown(userId: string, learnerId: string): Promise<AnalyticsBreakdown> {
      await assertPremiumView(userId, learnerId, ANALYTICS_MESSAGES.breakdownPremium);
      const firstWeek = new Date(weekStart(clock()).getTime() - (PROGRESS_WEEKS - 1) * 7 * DAY_MS);
      const [subjects, weeks] = await Promise.all([
        repo.totalsBySubject(userId, learnerId),
        repo.weeklyTotals(userId, learnerId, firstWeek),
      ]);
      const categories = new Map<string, { count: number; percentSum: number }>();
      for (const subject of subjects) {
        const category = categoryOf(subject);
        const total = categories.get(category) ?? { count: 0, percentSum: 0 };
        categories.set(category, {
          count: total.count + subject.quizzes,
          percentSum: total.percentSum + subject.percentSum,
        });
      }
      const byWeek = new Map(weeks.map((week) => [week.week, week]));
      return {
        categoryBreakdown: Object.fromEntries(
          [...categories]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([category, total]) => [
              category,
              { count: total.count, averageScore: Math.round(total.percentSum / total.count) },
            ]),
        ),
        weeklyProgress: Array.from({ length: PROGRESS_WEEKS }, (_, index) => {
          const start = new Date(firstWeek.getTime() + index * 7 * DAY_MS);
          const week = byWeek.get(start.toISOString().slice(0, 10));
          return {
            weekStart: start.toISOString(),
            quizzes: week?.quizzes ?? 0,
            averageScore: week ? Math.round(week.averagePercent) : null,
          };
        }),
      };
    },

    /**
     * Premium: finished quizzes completed between startDate and endDate, both included. A period
     * alone means its last N days up to now; explicit dates win over it.
     */
    async history(userId: string, learnerId: string, query: HistoryQuery): Promise<QuizHistory> {
      await assertPremiumView(userId, learnerId, ANALYTICS_MESSAGES.historyPremium);
      const periodStart =
        query.period && query.period !== 'all'
          ? new Date(clock().getTime() - Number(query.period) * DAY_MS)
          : undefined;
      const rows = await repo.completedBetween(
        userId,
        learnerId,
        { from: query.startDate ?? periodStart, to: query.endDate },
        HISTORY_LIMIT + 1,
      );
      const shown = rows.slice(0, HISTORY_LIMIT);
      const questionsOf = new Map<string, StoredQuestion[]>();
      for (const question of await quizRepo.questions(shown.map((row) => row.id))) {
        const questions = questionsOf.get(question.quizId);
        if (questions) questions.push(question);
        else questionsOf.set(question.quizId, [question]);
      }
      const rowsOf = await questionRows.forQuizzes(shown);
      const entries = shown.map((row) => ({
        id: row.id,
        title: row.title,
        quizType: row.quizType as QuizType,
        score: row.score,
        questionCount: row.questionCount,
        // Only finished quizzes are selected, so completedAt is always set.
        completedAt: (row.completedAt ?? new Date(0)).toISOString(),
        questionsData: (questionsOf.get(row.id) ?? []).map((stored) => {
          const question = rowsOf(row).played(stored);
          return {
            question: question.question,
            correctAnswer: question.correctAnswer,
            selectedAnswer: question.userAnswer ?? null,
            ...(question.answerMode ? { answerMode: question.answerMode } : {}),
            isCorrect: question.isCorrect ?? false,
            ...(question.explanation ? { explanation: question.explanation } : {}),
          };
        }),
      }));
      const truncated = rows.length > HISTORY_LIMIT;
      return { quizHistory: entries, truncated };
    },

    /** Every plan: the learner's stars from all finished quizzes and their days in a row where they live. */
    async rewards(userId: string, learnerId: string, timeZone: string): Promise<Rewards> {
      await learners.assertOwned(userId, learnerId);
      const finished = await rewardsRepo.finishedScores(userId, learnerId);
      return {
        stars: finished.reduce((total, quiz) => total + starsForScore(quiz.score, quiz.questionCount), 0),
        streakDays: streakDays(
          finished.flatMap((quiz) => (quiz.completedAt ? [dayIn(quiz.completedAt, timeZone)] : [])),
          dayIn(clock(), timeZone),
        ),
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
