/** The quiz module's one face to its routes: generation, AI streaming, play and quota, each in its own file. */
import type { CustomQuizBody, GenerateQuizResponse } from '../../../contract/quiz.ts';
import { QUIZ_LIMITS, QUIZ_MESSAGES } from '../../../contract/quiz.ts';
import type { EngineContent } from '../../../engine/content.ts';
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { WithAccount } from '../../db/unit-of-work.ts';
import { AppError } from '../../errors.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { LearnersService } from '../learners/learners.service.ts';
import type { AiQuizGenerator } from './ai-quiz-generator.ts';
import { createAiStreaming } from './ai-streaming.ts';
import { createQuizRepo } from './quiz.repo.ts';
import { createQuizGeneration } from './quiz-generation.ts';
import { createQuizPlay } from './quiz-play.ts';
import type { QuestionRows } from './quiz-questions.ts';
import { activityWindows, quotaStatus } from './quota.ts';

interface QuizServiceDeps {
  db: Database;
  withAccount: WithAccount;
  learners: LearnersService;
  billing: BillingService;
  content: EngineContent;
  labels: Record<string, string>;
  questionRows: QuestionRows;
  clock: Clock;
  /** A seed per quiz; tests pass a fixed one. */
  seed?: () => number;
  /** The language model behind the pipeline, when one is configured. */
  ai?: AiQuizGenerator;
  /** Bounds how often one account may ask the model for a quiz. */
  limiter?: RateLimiter;
}

export function createQuizService(deps: QuizServiceDeps) {
  const { db, learners, billing, clock, ai, limiter, questionRows } = deps;
  const generation = createQuizGeneration(deps);
  const streaming = createAiStreaming({ ai, limiter, generation, db, questionRows, clock });
  const play = createQuizPlay({ ...deps, settleAbandoned: streaming.settleAbandoned });

  return {
    settle: streaming.settle,
    generateCategoryQuiz: generation.categoryQuiz,

    /** A popular topic from the banks; any other subject from the model. Premium only. */
    async generateCustomQuiz(userId: string, body: CustomQuizBody): Promise<GenerateQuizResponse> {
      const learner = await learners.activeForQuiz(userId);
      if (!learner) throw new AppError('BAD_REQUEST', QUIZ_MESSAGES.noLearner);
      const { plan } = await billing.entitlements(userId);
      if (plan !== 'premium') throw new AppError('PREMIUM_REQUIRED', QUIZ_MESSAGES.premiumTopics);
      if (body.numQuestions > QUIZ_LIMITS.premiumMaxQuestions) {
        throw new AppError('BAD_REQUEST', `Quizzes can have at most ${QUIZ_LIMITS.premiumMaxQuestions} questions.`);
      }
      const topic = generation.offlineTopic(body);
      return topic
        ? generation.topicQuiz(userId, learner, plan, topic, body)
        : streaming.customQuiz(userId, learner, plan, body);
    },

    get: play.get,
    unfinished: play.unfinished,
    answer: play.answer,
    hint: play.hint,
    results: play.results,
    reset: play.reset,
    /** What the account has used of its plan's allowances, for the parent. */
    async quota(userId: string) {
      const { plan } = await billing.entitlements(userId);
      return quotaStatus(plan, await createQuizRepo(db).activity(userId, activityWindows(clock())));
    },
  };
}

export type QuizService = ReturnType<typeof createQuizService>;
