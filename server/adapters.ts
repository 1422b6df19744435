/**
 * The outside services, each chosen from the configuration: the embedded default when its
 * variables are unset, the production one when they are. The adapters whose SDK or driver is
 * large (Stripe, a language model, Redis) are imported only where configured, so the embedded
 * default starts without them (decision 014).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './adapters/mail/mailer.ts';
import { createOutboxMailer } from './adapters/mail/outbox-mailer.ts';
import { createSmtpMailer } from './adapters/mail/smtp-mailer.ts';
import { createDemoGateway, type DemoGateway } from './adapters/payments/demo-gateway.ts';
import type { StripeGateway } from './adapters/payments/stripe-gateway.ts';
import { createDatabaseRateLimiter } from './adapters/rate-limit/database-rate-limiter.ts';
import { createMemoryRateLimiter } from './adapters/rate-limit/memory-rate-limiter.ts';
import type { RateLimiter } from './adapters/rate-limit/rate-limiter.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AiQuizGenerator, AiQuizGeneratorOptions } from './modules/quiz/ai-quiz-generator.ts';

export interface Adapters {
  mailer: Mailer;
  /** The embedded outbox, when mail goes there: its messages are listed at /dev/mailbox. */
  outbox?: ReturnType<typeof createOutboxMailer>;
  limiter: RateLimiter;
  payments: DemoGateway | StripeGateway;
  /** The language model's quiz pipeline; without one, custom subjects answer AI_NOT_CONFIGURED. */
  ai?: AiQuizGenerator;
  /** Closes the mailer's and the limiter's connections. */
  close(): Promise<void>;
}

export interface AdapterOverrides {
  /** Tests read what was sent, or make sending fail. */
  mailer?: Mailer;
  limiter?: RateLimiter;
  /** Tests shorten the AI pipeline's breaker and backoff. */
  aiPolicy?: Pick<AiQuizGeneratorOptions, 'breakerThreshold' | 'halfOpenAfterMs' | 'initialBackoffMs' | 'maxAttempts'>;
}

function chooseMailer(
  mail: Config['mail'],
  { clock, log }: { clock: Clock; log: FastifyBaseLogger },
  override: Mailer | undefined,
): Pick<Adapters, 'mailer' | 'outbox'> {
  if (override) return { mailer: override };
  if (mail.kind === 'smtp') return { mailer: createSmtpMailer(mail) };
  const outbox = createOutboxMailer({ dir: mail.dir, from: mail.from, clock, log });
  return { mailer: outbox, outbox };
}

export async function createAdapters(
  config: Config,
  { db, clock, log }: { db: Database; clock: Clock; log: FastifyBaseLogger },
  overrides: AdapterOverrides = {},
): Promise<Adapters> {
  const { mailer, outbox } = chooseMailer(config.mail, { clock, log }, overrides.mailer);

  const limiter =
    overrides.limiter ??
    (config.rateLimit.kind === 'redis'
      ? (await import('./adapters/rate-limit/redis-rate-limiter.ts')).createRedisRateLimiter({
          url: config.rateLimit.url,
          fallback: createMemoryRateLimiter(clock),
          log,
        })
      : createDatabaseRateLimiter(db, clock));

  const payments =
    config.payments.kind === 'stripe'
      ? (await import('./adapters/payments/stripe-gateway.ts')).createStripeGateway(config.payments, config.appUrl, log)
      : createDemoGateway({ db, appUrl: config.appUrl, clock });

  const ai =
    config.ai.kind === 'none'
      ? undefined
      : (await import('./modules/quiz/ai-quiz-generator.ts')).createAiQuizGenerator({
          model: (await import('./adapters/ai/language-model.ts')).createLanguageModel(config.ai),
          modelName: config.ai.model,
          timeoutMs: config.ai.timeoutMs,
          log,
          ...overrides.aiPolicy,
        });

  return {
    mailer,
    outbox,
    limiter,
    payments,
    ai,
    close: async () => {
      await Promise.all([mailer.close(), limiter.close()]);
    },
  };
}
