/**
 * A custom subject, made by the language model behind the pipeline. The quiz is stored and
 * answered as soon as its first valid question arrives; each later one is appended as a row while
 * the child plays. A generation that fails before its first question stores nothing; one that
 * stops after it keeps what arrived and is marked as stopped. A stream lives in this process's
 * memory only: if the process ends mid-way, whoever reads the quiz after the generation's
 * deadline ends it the same way (settleAbandoned), so no quiz stays "generating".
 */
import { AI_GENERATIONS_PER_MINUTE } from '../../../contract/constants.ts';
import { type CustomQuizBody, type GenerateQuizResponse, QUIZ_MESSAGES } from '../../../contract/quiz.ts';
import type { GeneratedQuestion } from '../../../engine/quiz.ts';
import { PROMPT_VERSION } from '../../adapters/ai/prompts.ts';
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Plan } from '../billing/entitlements.ts';
import type { AiQuizGenerator } from './ai-quiz-generator.ts';
import { createQuizRepo, type QuizRow } from './quiz.repo.ts';
import { brainBoosterSettings, type QuizGeneration } from './quiz-generation.ts';
import type { QuestionRows } from './quiz-questions.ts';

interface StreamingDeps {
  ai?: AiQuizGenerator;
  /** Bounds how often one account may ask the model for a quiz. */
  limiter?: RateLimiter;
  generation: Pick<QuizGeneration, 'store'>;
  db: Database;
  questionRows: QuestionRows;
  clock: Clock;
}

/**
 * Past its generation's own deadline and this long more, a quiz still marked as generating has no
 * stream left anywhere (its process ended): it is given up on.
 */
const ABANDONED_AFTER_DEADLINE_MS = 30_000;

export function createAiStreaming({ ai, limiter, generation, db, questionRows, clock }: StreamingDeps) {
  const repo = createQuizRepo(db);
  /** Generations still streaming questions into stored quizzes; shutdown ends them and waits. */
  const streaming = new Set<Promise<void>>();
  /** The quizzes those generations are filling, by id. */
  const streamingInto = new Set<string>();
  const stopStreaming = new AbortController();
  const abandonedAfterMs = (ai?.timeoutMs ?? 0) + ABANDONED_AFTER_DEADLINE_MS;

  return {
    /**
     * ROW as it should be read: a quiz still marked as generating that no stream of this process
     * is filling, past the time any stream would have ended, is ended as stopped, keeping the
     * questions that arrived. Whoever reads it next (the player's poll, results, a reset) does it.
     */
    async settleAbandoned(row: QuizRow): Promise<QuizRow> {
      const now = clock();
      const isAbandoned =
        row.isGenerating && !streamingInto.has(row.id) && now.getTime() - row.startedAt.getTime() > abandonedAfterMs;
      if (!isAbandoned) return row;
      await repo.finishGeneration(row.id, { generationMs: 0, at: now, failed: true });
      return (await repo.find(row.userId, row.id)) ?? row;
    },

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
      let stored: QuizRow | undefined;
      let received = 0;
      let firstStored: (first: { row: QuizRow; question: GeneratedQuestion }) => void = () => {};
      const first = new Promise<{ row: QuizRow; question: GeneratedQuestion }>((resolve) => {
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
          if (stored) {
            const bound = await questionRows.forQuiz(stored);
            return repo.appendQuestion(bound.toRow(position, questionRows.fromGenerated(question)));
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
          streamingInto.add(stored.id);
          firstStored({ row: stored, question });
        },
        stopStreaming.signal,
      );
      const end = async (generationMs: number, failed: boolean) => {
        if (!stored) return;
        await repo.finishGeneration(stored.id, { generationMs, at: clock(), failed });
        streamingInto.delete(stored.id);
      };
      // Short of the questions asked for (cut off, or some refused by the checks) counts as stopped.
      const finished = streamed.then(
        (outcome) => end(outcome.latencyMs, received < body.numQuestions),
        () => end(0, true),
      );
      streaming.add(finished);
      void finished.finally(() => streaming.delete(finished));
      // The first stored question, or the reason there is none.
      const { row, question } = await Promise.race([first, streamed.then(() => first)]);
      return questionRows.describeQuiz(row, learner.firstName, [
        { ...questionRows.fromGenerated(question), removedOptions: [] },
      ]);
    },
  };
}

export type AiStreaming = ReturnType<typeof createAiStreaming>;
