/**
 * A custom subject, made by the language model behind the pipeline. The quiz is stored and
 * answered as soon as its first valid question arrives; each later one is appended as a row while
 * the child plays. A generation that fails before its first question stores nothing.
 */
import { AI_GENERATIONS_PER_MINUTE } from '../../../contract/constants.ts';
import { type CustomQuizBody, type GenerateQuizResponse, QUIZ_MESSAGES } from '../../../contract/quiz.ts';
import type { GeneratedQuestion } from '../../../engine/quiz.ts';
import { PROMPT_VERSION } from '../../adapters/ai/prompts.ts';
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter.ts';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import type { Plan } from '../billing/entitlements.ts';
import type { AiQuizGenerator } from './ai-quiz-generator.ts';
import type { QuizRepo, QuizSessionRow } from './quiz.repo.ts';
import { brainBoosterSettings, type QuizGeneration } from './quiz-generation.ts';
import { describeQuiz, type QuestionRows } from './quiz-questions.ts';

interface StreamingDeps {
  ai?: AiQuizGenerator;
  /** Bounds how often one account may ask the model for a quiz. */
  limiter?: RateLimiter;
  generation: Pick<QuizGeneration, 'store'>;
  repo: QuizRepo;
  questionRows: QuestionRows;
  clock: Clock;
}

export function createAiStreaming({ ai, limiter, generation, repo, questionRows, clock }: StreamingDeps) {
  /** Generations still streaming questions into stored quizzes; shutdown ends them and waits. */
  const streaming = new Set<Promise<void>>();
  const stopStreaming = new AbortController();

  return {
    /** Ends generations still streaming (keeping the questions they delivered) and waits for them. */
    async settle(): Promise<void> {
      stopStreaming.abort();
      await Promise.allSettled([...streaming]);
    },

    async customQuiz(
      userId: string,
      learner: { id: string; firstName: string; aiEnabled: boolean },
      plan: Plan,
      body: CustomQuizBody,
    ): Promise<GenerateQuizResponse> {
      // Not a pause: with no model set up, trying again later cannot help.
      if (!ai) throw new AppError('AI_NOT_CONFIGURED', QUIZ_MESSAGES.aiNotConfigured);
      if (!learner.aiEnabled) throw new AppError('AI_OFF_FOR_LEARNER', QUIZ_MESSAGES.aiOffForLearner);
      const budget = await limiter?.hit(`ai-generation:${userId}`, AI_GENERATIONS_PER_MINUTE, 60_000);
      if (budget && !budget.allowed) {
        throw new AppError('RATE_LIMITED', QUIZ_MESSAGES.aiTooMany, {
          'retry-after': String(Math.max(1, Math.ceil(budget.retryAfterMs / 1000))),
        });
      }
      const subject = body.subject.trim();
      let stored: QuizSessionRow | undefined;
      let storedRows: ReturnType<QuestionRows['forQuiz']> | undefined;
      let received = 0;
      let firstStored: (first: { row: QuizSessionRow; question: GeneratedQuestion }) => void = () => {};
      const first = new Promise<{ row: QuizSessionRow; question: GeneratedQuestion }>((resolve) => {
        firstStored = resolve;
      });
      const streamed = ai.streamCustom(
        {
          subject,
          description: body.description || undefined,
          age: body.childAge,
          country: body.country,
          difficulty: body.difficultyLevel,
          count: body.numQuestions,
        },
        async (question) => {
          const position = received;
          received += 1;
          if (storedRows) {
            return repo.appendQuestion((await storedRows).toRow(position, questionRows.fromGenerated(question)));
          }
          stored = await generation.store(
            userId,
            learner.id,
            plan,
            {
              kind: 'custom',
              quizType: 'custom',
              subject,
              title: subject,
              settings: brainBoosterSettings(body),
              countsTowardAllowance: false,
              generation: { generator: 'ai', model: ai.modelName, promptVersion: PROMPT_VERSION },
              expectedCount: body.numQuestions,
            },
            [question],
          );
          storedRows = questionRows.forQuiz(stored);
          firstStored({ row: stored, question });
        },
        stopStreaming.signal,
      );
      const finished = streamed.then(
        (outcome) => (stored ? repo.finishGeneration(stored.id, outcome.latencyMs, clock()) : undefined),
        () => (stored ? repo.finishGeneration(stored.id, 0, clock()) : undefined),
      );
      streaming.add(finished);
      void finished.finally(() => streaming.delete(finished));
      // The first stored question, or the reason there is none.
      const { row, question } = await Promise.race([first, streamed.then(() => first)]);
      return describeQuiz(row, learner.firstName, [{ ...questionRows.fromGenerated(question), removedOptions: [] }]);
    },
  };
}

export type AiStreaming = ReturnType<typeof createAiStreaming>;
