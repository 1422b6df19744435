import { createHash } from 'node:crypto';
import { APICallError, type LanguageModel, Output, streamText } from 'ai';
import {
  BrokenCircuitError,
  ConsecutiveBreaker,
  circuitBreaker,
  ExponentialBackoff,
  handleWhen,
  retry,
  TaskCancelledError,
  wrap,
} from 'cockatiel';
import * as z from 'zod';
import { bracketForAge } from '../../../contract/constants.ts';
import { QUIZ_MESSAGES } from '../../../contract/quiz.ts';
import type { GeneratedQuestion } from '../../../engine/quiz.ts';
import { type ValidationContext, validateQuestion } from '../../../engine/validate-question.ts';
import {
  type CustomQuizPromptInput,
  customQuizPrompt,
  PROMPT_VERSION,
  VARIETY_PROMPT_VERSION,
  type VarietyPromptInput,
  varietyPrompt,
} from '../../adapters/ai/prompts.ts';
import { AppError } from '../../errors.ts';

/** The shape asked of the model; everything in it is checked again by the validator. */
const ModelQuestion = z.object({
  question: z.string(),
  options: z.array(z.string()),
  correctAnswer: z.string(),
  explanation: z.string(),
});
type ModelQuestion = z.infer<typeof ModelQuestion>;

/** The model's answer could not be read at all (not JSON, or not the asked shape). */
class InvalidOutputError extends Error {
  override name = 'InvalidOutputError';
}

const isDeadline = (error: Error) =>
  error instanceof TaskCancelledError || error.name === 'AbortError' || error.name === 'TimeoutError';

/** A failure of the provider itself (rate limit, server error, network), worth another try in time. */
function isProviderFailure(error: Error): boolean {
  if (error instanceof InvalidOutputError || error instanceof AppError || isDeadline(error)) return false;
  if (APICallError.isInstance(error)) {
    return (
      error.statusCode === undefined || error.statusCode === 408 || error.statusCode === 429 || error.statusCode >= 500
    );
  }
  return true;
}

export interface AiGeneration {
  /** How many valid questions were handed on. */
  delivered: number;
  model: string;
  promptVersion: string;
  latencyMs: number;
}

export interface AiVariety {
  questions: GeneratedQuestion[];
  model: string;
  promptVersion: string;
  latencyMs: number;
}

/** Extra variety must not hold a safety quiz up for long. */
const VARIETY_DEADLINE_MS = 5_000;

export interface AiQuizGeneratorOptions {
  model: LanguageModel;
  modelName: string;
  /** The whole generation, retries included, ends by then: no request hangs past it. */
  timeoutMs: number;
  log: { warn(details: object, message: string): void };
  /** After this many provider failures in a row the breaker opens and answers at once. */
  breakerThreshold?: number;
  /** How long the breaker stays open before one request may probe the provider. */
  halfOpenAfterMs?: number;
  /** Attempts per answer for provider failures (the first included), with exponential backoff. */
  maxAttempts?: number;
  initialBackoffMs?: number;
}

/** About 150 output tokens a question, a little room for the wrapper: a ceiling on every call. */
const tokenCeiling = (count: number) => 200 + count * 150;

/**
 * Custom quizzes from a language model, behind the child-safety pipeline: the prompt carries only
 * the subject, description, age, country, difficulty and count; every question returned passes
 * the engine's validator and the curriculum's "never" rules or is dropped; an answer short of
 * valid questions is asked for once more, then refused.
 */
export function createAiQuizGenerator(options: AiQuizGeneratorOptions) {
  // A provider that fails or hangs past the deadline counts toward opening the breaker.
  const breaker = circuitBreaker(
    handleWhen((error) => isProviderFailure(error) || isDeadline(error)),
    {
      halfOpenAfter: options.halfOpenAfterMs ?? 30_000,
      breaker: new ConsecutiveBreaker(options.breakerThreshold ?? 5),
    },
  );
  const retries = retry(handleWhen(isProviderFailure), {
    maxAttempts: (options.maxAttempts ?? 3) - 1,
    backoff: new ExponentialBackoff({ initialDelay: options.initialBackoffMs ?? 250, maxDelay: 2_000 }),
  });
  const resilient = wrap(retries, breaker);

  async function askModel(
    { system, prompt, count }: { system: string; prompt: string; count: number },
    signal: AbortSignal,
    onElement: (element: ModelQuestion) => Promise<boolean>,
  ): Promise<void> {
    let failure: unknown;
    const result = streamText({
      model: options.model,
      system,
      prompt,
      output: Output.array({ element: ModelQuestion, name: 'quiz_questions' }),
      maxOutputTokens: tokenCeiling(count),
      temperature: 0.7,
      maxRetries: 0,
      abortSignal: signal,
      onError: ({ error }) => {
        failure = error;
      },
    });
    for await (const element of result.elementStream) {
      // Enough questions: the rest of the answer is not needed.
      if (await onElement(element)) return;
    }
    if (signal.aborted) throw signal.reason;
    if (failure) throw failure;
    try {
      await result.output;
    } catch (error) {
      throw new InvalidOutputError(error instanceof Error ? error.message : 'unreadable output');
    }
  }

  function toQuestion(item: ModelQuestion, subject: string): GeneratedQuestion {
    const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
    const question = clean(item.question);
    const options = item.options.map(clean);
    return {
      id: `ai:${createHash('sha256').update(question).digest('hex').slice(0, 16)}`,
      question,
      options,
      correctAnswer: clean(item.correctAnswer),
      explanation: clean(item.explanation),
      skill: subject,
    };
  }

  return {
    modelName: options.modelName,
    /** A generation, retries included, ends by then. */
    timeoutMs: options.timeoutMs,

    /**
     * A few extra questions for a bank-made quiz. Best effort: one try within a short deadline,
     * through the breaker, and any failure or invalid item simply leaves the bank's questions.
     */
    async variety(input: VarietyPromptInput, context: ValidationContext): Promise<AiVariety> {
      const started = performance.now();
      const questions: GeneratedQuestion[] = [];
      const seen = new Set<string>();
      const deadline = AbortSignal.timeout(Math.min(options.timeoutMs, VARIETY_DEADLINE_MS));
      const request = { ...varietyPrompt(input), count: input.count };
      try {
        await breaker.execute(
          ({ signal }) =>
            askModel(request, signal, async (item) => {
              const question = toQuestion(item, input.area);
              const key = question.question.toLowerCase();
              if (validateQuestion(question, { ...context, isAiMade: true }).ok && !seen.has(key)) {
                seen.add(key);
                questions.push(question);
              }
              return questions.length >= input.count;
            }),
          deadline,
        );
      } catch (error) {
        options.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'ai variety skipped');
      }
      return {
        questions,
        model: options.modelName,
        promptVersion: VARIETY_PROMPT_VERSION,
        latencyMs: Math.round(performance.now() - started),
      };
    },

    /**
     * Streams valid questions to ON_QUESTION as the model finishes each one, up to the count. An
     * answer that falls short is followed by one more, for the rest; a generation that delivers
     * nothing is refused with AI_SERVICE_UNAVAILABLE. Ends by the deadline or when STOP aborts.
     */
    async streamCustom(
      input: CustomQuizPromptInput,
      onQuestion: (question: GeneratedQuestion) => Promise<void>,
      stop?: AbortSignal,
    ): Promise<AiGeneration> {
      const started = performance.now();
      const deadline = stop
        ? AbortSignal.any([AbortSignal.timeout(options.timeoutMs), stop])
        : AbortSignal.timeout(options.timeoutMs);
      const context = {
        bracket: bracketForAge(input.age),
        country: input.country,
        isSafetySkills: false,
        isAiMade: true,
      };
      const seen = new Set<string>();
      const rejected: string[] = [];
      let delivered = 0;
      const outcome = (): AiGeneration => ({
        delivered,
        model: options.modelName,
        promptVersion: PROMPT_VERSION,
        latencyMs: Math.round(performance.now() - started),
      });
      const accept = async (item: ModelQuestion): Promise<boolean> => {
        const question = toQuestion(item, input.subject);
        const verdict = validateQuestion(question, context);
        const key = question.question.toLowerCase();
        if (!verdict.ok) rejected.push(...verdict.reasons);
        else if (!seen.has(key)) {
          seen.add(key);
          delivered += 1;
          await onQuestion(question);
        }
        return delivered >= input.count;
      };
      try {
        // The answer is asked for at most twice: once, and once more for what is still missing.
        for (let answer = 1; answer <= 2 && delivered < input.count; answer += 1) {
          const wanted = { ...input, count: input.count - delivered };
          try {
            const request = { ...customQuizPrompt(wanted), count: wanted.count };
            await resilient.execute(({ signal }) => askModel(request, signal, accept), deadline);
          } catch (error) {
            if (error instanceof InvalidOutputError && answer === 1) continue;
            if (error instanceof InvalidOutputError && delivered > 0) break;
            throw error;
          }
          if (delivered < input.count) {
            options.log.warn(
              { promptVersion: PROMPT_VERSION, answer, delivered, wanted: input.count, reasons: rejected.slice(0, 10) },
              'ai output short of valid questions',
            );
          }
        }
        if (delivered === 0) throw new AppError('AI_SERVICE_UNAVAILABLE', QUIZ_MESSAGES.aiUnavailable);
        return outcome();
      } catch (error) {
        if (error instanceof AppError) throw error;
        const reason =
          error instanceof BrokenCircuitError
            ? 'circuit open'
            : deadline.aborted || error instanceof TaskCancelledError
              ? 'deadline passed'
              : 'provider failed';
        options.log.warn(
          { reason, delivered, err: error instanceof Error ? error.message : String(error) },
          'ai generation failed',
        );
        // Questions already on their way to a child are kept; the quiz just ends with them.
        if (delivered > 0) return outcome();
        throw new AppError('AI_SERVICE_UNAVAILABLE', QUIZ_MESSAGES.aiUnavailable);
      }
    },
  };
}

export type AiQuizGenerator = ReturnType<typeof createAiQuizGenerator>;
