import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, {
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerContent } from '../content/load.ts';
import { MESSAGES } from '../contract/errors.ts';
import { createMailQueue, type MailQueue } from './adapters/mail/mail-queue.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import { createOutboxMailer } from './adapters/mail/outbox-mailer.ts';
import { createDemoGateway } from './adapters/payments/demo-gateway.ts';
import { createMemoryRateLimiter } from './adapters/rate-limit/memory-rate-limiter.ts';
import type { RateLimiter } from './adapters/rate-limit/rate-limiter.ts';
import { type Clock, systemClock } from './clock.ts';
import type { Config } from './config.ts';
import { createSealedBox } from './crypto/sealed-box.ts';
import type { DatabaseHandle } from './db/client.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { loggerOptions, RequestLog } from './http/logger.ts';
import { registerRequestGuards } from './http/request-guards.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebApp } from './http/web-app.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { createAccountService } from './modules/account/account.service.ts';
import { createAccountExportRepo } from './modules/account/account-export.repo.ts';
import { createAnalyticsRepo } from './modules/analytics/analytics.repo.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { createRewardsRepo } from './modules/analytics/rewards.repo.ts';
import { createAuthRepo } from './modules/auth/auth.repo.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createSessionCookie } from './modules/auth/session-cookie.ts';
import { createBillingRepo } from './modules/billing/billing.repo.ts';
import { premiumRoutes, stripeRoutes } from './modules/billing/billing.routes.ts';
import { createBillingService } from './modules/billing/billing.service.ts';
import { devMailboxRoutes } from './modules/dev-mailbox/mailbox.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createLearnersRepo } from './modules/learners/learners.repo.ts';
import { learnersRoutes } from './modules/learners/learners.routes.ts';
import { createLearnersService } from './modules/learners/learners.service.ts';
import type { AiQuizGeneratorOptions } from './modules/quiz/ai-quiz-generator.ts';
import { createQuizRepo } from './modules/quiz/quiz.repo.ts';
import { quizRoutes } from './modules/quiz/quiz.routes.ts';
import { createQuizService } from './modules/quiz/quiz.service.ts';
import { createQuestionRows } from './modules/quiz/quiz-questions.ts';
import { createRetentionService, type RetentionService } from './modules/retention/retention.service.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { loadDataEncryptionKey, loadMailboxKey } from './secrets.ts';

export interface AppDependencies {
  database: DatabaseHandle;
  /** Tests pass a stream to read the log; production logs to stdout. */
  logStream?: NodeJS.WritableStream;
  /** Tests move time; the app otherwise reads the system clock. */
  clock?: Clock;
  /** Adapters built from the configuration unless given. */
  mailer?: Mailer;
  limiter?: RateLimiter;
  /** The bundled server's content, read and checked when it was built; otherwise read from the data files. */
  content?: ServerContent;
  /** Tests shorten the AI pipeline's breaker and backoff. */
  aiPolicy?: Pick<AiQuizGeneratorOptions, 'breakerThreshold' | 'halfOpenAfterMs' | 'initialBackoffMs' | 'maxAttempts'>;
}

export type App = FastifyInstance;

export interface AppServices {
  auth: ReturnType<typeof createAuthService>;
  billing: ReturnType<typeof createBillingService>;
  learners: ReturnType<typeof createLearnersService>;
  quiz: ReturnType<typeof createQuizService>;
  retention: RetentionService;
  /** Mail goes out after the answer; tests wait for it before reading the outbox. */
  mailQueue: MailQueue;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services, for tests that set up state the API has no call for (a premium plan). */
    services: AppServices;
    /** Every route the app serves, so the security suite can check each one is covered. */
    routeTable: { method: string; url: string }[];
  }
}

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
/** Fastify's types describe Ajv's compilers; Zod's take the same route definitions and return the same functions. */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

const BODY_LIMIT_BYTES = 64 * 1024;
const RETENTION_PURGE_EVERY_MS = 60 * 60 * 1000;

/** Builds the whole app from its configuration and dependencies; tests build their own. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<App> {
  const options: FastifyHttpOptions<http.Server> = {
    logger: loggerOptions(config, deps.logStream),
    logController: new RequestLog(),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Slow clients (trickled headers or bodies) are cut off with a 408 instead of holding a
    // connection; Node checks every connection on this interval, so it bounds how late the cut is.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(250, Math.min(5_000, config.requestTimeoutMs / 10)),
    },
    connectionTimeout: 60_000,
    // An address that cannot be decoded never reaches a route or the error handler; it gets the same answer shape.
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply).status(400).send({ error: MESSAGES.badAddress, code: 'BAD_REQUEST' });
    },
    // Zod validates and serializes; given up front, Fastify never loads its default compilers (Ajv).
    schemaController: { compilersFactory: ZOD_COMPILERS },
  };
  const app = Fastify(options).withTypeProvider<ZodTypeProvider>();
  registerErrorHandler(app);
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });

  // Keep-alive connections that finish a request during shutdown are closed, so the drain ends promptly.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (isClosing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onClose', async () => {
    await deps.database.close();
  });

  const clock = deps.clock ?? systemClock;
  const outbox =
    config.mail.kind === 'outbox'
      ? createOutboxMailer({ dir: config.mail.dir, from: config.mail.from, clock, log: app.log })
      : undefined;
  // SMTP's driver loads only when it is the mailer, as PostgreSQL's and Redis's do.
  const mailer =
    deps.mailer ??
    outbox ??
    (config.mail.kind === 'smtp'
      ? (await import('./adapters/mail/smtp-mailer.ts')).createSmtpMailer(config.mail)
      : undefined);
  if (!mailer) throw new Error('no mailer configured');
  const memoryLimiter = createMemoryRateLimiter(clock);
  const limiter =
    deps.limiter ??
    (config.rateLimit.kind === 'redis'
      ? (await import('./adapters/rate-limit/redis-rate-limiter.ts')).createRedisRateLimiter({
          url: config.rateLimit.url,
          fallback: memoryLimiter,
          log: app.log,
        })
      : memoryLimiter);
  app.addHook('onClose', async () => {
    await Promise.all([mailer.close(), limiter.close()]);
  });

  const mailQueue = createMailQueue(app.log);
  // Mail still queued is sent before the database (which its links are stored in) closes.
  app.addHook('preClose', () => mailQueue.idle());
  const authRepo = createAuthRepo(deps.database.db);
  const authService = createAuthService({
    repo: authRepo,
    mailer,
    mailQueue,
    limiter,
    clock,
    appUrl: config.appUrl,
  });
  // The Stripe SDK and the AI SDK load only when configured: together they are over a second of
  // every start on the embedded defaults (bench/cold-start.ts).
  const billingService = createBillingService({
    repo: createBillingRepo(deps.database.db),
    gateway:
      config.payments.kind === 'stripe'
        ? (await import('./adapters/payments/stripe-gateway.ts')).createStripeGateway(
            config.payments,
            config.appUrl,
            app.log,
          )
        : createDemoGateway({ db: deps.database.db, appUrl: config.appUrl, clock }),
    clock,
  });
  const sealedBox = createSealedBox(
    loadDataEncryptionKey({ fromEnv: config.dataEncryptionKey, dataDir: config.dataDir }),
  );
  const learnersService = createLearnersService({
    repo: createLearnersRepo(deps.database.db),
    billing: billingService,
    sealedBox,
  });
  const quizRepo = createQuizRepo(deps.database.db);
  const questionRows = createQuestionRows(sealedBox);
  // The data files' reader (and the country list it draws on) loads only when there is no built content.
  const { content, labels } = deps.content ?? (await import('../content/load.ts')).loadServerContent();
  const quizService = createQuizService({
    repo: quizRepo,
    learners: learnersService,
    billing: billingService,
    content,
    labels,
    questionRows,
    clock,
    limiter,
    ai:
      config.ai.kind === 'none'
        ? undefined
        : (await import('./modules/quiz/ai-quiz-generator.ts')).createAiQuizGenerator({
            model: (await import('./adapters/ai/language-model.ts')).createLanguageModel(config.ai),
            modelName: config.ai.model,
            timeoutMs: config.ai.timeoutMs,
            log: app.log,
            ...deps.aiPolicy,
          }),
  });
  // Quizzes still receiving questions from a model are finished with what they have before the database closes.
  app.addHook('preClose', () => quizService.settle());
  const analyticsService = createAnalyticsService({
    repo: createAnalyticsRepo(deps.database.db),
    quizRepo,
    questionRows,
    rewardsRepo: createRewardsRepo(deps.database.db),
    learners: learnersService,
    billing: billingService,
    clock,
  });
  const accountService = createAccountService({
    repo: authRepo,
    authService,
    learnersService,
    billingService,
    mailer,
    quizService,
    exportRepo: createAccountExportRepo(deps.database.db),
    questionRows,
    clock,
  });
  const sessionCookie = createSessionCookie(config, authService);
  const retention = createRetentionService({ db: deps.database.db, clock });
  app.decorate('services', {
    auth: authService,
    billing: billingService,
    learners: learnersService,
    quiz: quizService,
    retention,
    mailQueue,
  });
  // Leftovers nobody needs any more are deleted every hour, by every instance (the deletes are idempotent).
  const purgeTimer = setInterval(() => {
    retention.purge().then(
      (counts) => app.log.info({ counts }, 'retention purge'),
      (error: unknown) => app.log.error({ err: error }, 'retention purge failed'),
    );
  }, RETENTION_PURGE_EVERY_MS);
  purgeTimer.unref();
  app.addHook('onClose', async () => clearInterval(purgeTimer));

  registerSecurityHeaders(app, config);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);
  registerRequestGuards(app, config);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database: deps.database });
      await api.register(siteRoutes, { config });
      await api.register(authRoutes, { prefix: '/auth', authService, sessionCookie });
      await api.register(accountRoutes, { prefix: '/user', accountService, authService, sessionCookie });
      await api.register(learnersRoutes, { prefix: '/learners', learnersService, sessionCookie });
      await api.register(premiumRoutes, { prefix: '/premium', billingService, sessionCookie });
      await api.register(stripeRoutes, {
        prefix: '/stripe',
        billingService,
        sessionCookie,
        mode: config.payments.kind,
      });
      await api.register(quizRoutes, { quizService, sessionCookie });
      await api.register(analyticsRoutes, { prefix: '/analytics', analyticsService, sessionCookie });
    },
    { prefix: '/api' },
  );

  if (outbox && !deps.mailer) {
    const key = loadMailboxKey(config.dataDir);
    await app.register(devMailboxRoutes, { list: outbox.list, key });
    announceOutbox(app, config, outbox.dir, new URL(`/dev/mailbox?key=${key}`, config.appUrl).href);
  }
  await registerWebApp(app, config.webRoot);
  return app;
}

/**
 * Where the outbox's mail can be read: the operator clicks the link in the start-up log. In
 * production this is a warning: no e-mail reaches anyone until SMTP_URL is set.
 */
function announceOutbox(app: App, config: Config, dir: string, mailboxUrl: string): void {
  if (config.env === 'production') {
    app.log.warn(
      { outbox: dir },
      `No SMTP_URL is set, so no e-mail leaves this server: every message (sign-up and reset links included) stays in the outbox at ${dir}. Set SMTP_URL to deliver mail. The operator can read the outbox at ${mailboxUrl}`,
    );
    return;
  }
  app.log.info({ outbox: dir }, `E-mail is kept in the outbox; read it at ${mailboxUrl}`);
}
