import * as z from 'zod';

// 0 asks the system for any free port (the process tests use it so parallel runs never collide).
const port = z.coerce.number().int().min(0).max(65535);
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .min(1)
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.join(' or ')}//`,
    )
    .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  APP_URL: optionalUrl(['http:', 'https:']),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  CONTACT_EMAIL: z.email('must be an e-mail address').default('hello@safesteps.example'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(30_000),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_FROM: z.string().trim().min(3).default('SafeSteps <hello@safesteps.example>'),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  DATA_ENCRYPTION_KEY: z
    .string()
    .trim()
    .transform((value) => Buffer.from(value, /^[0-9a-f]{64}$/i.test(value) ? 'hex' : 'base64'))
    .refine((key) => key.length === 32, 'must be 32 bytes, as 64 hex characters or base64')
    .optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_ key)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .startsWith('whsec_', 'must be a webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_PRICE_MONTHLY: z.string().trim().startsWith('price_', 'must be a Stripe price id (price_…)').optional(),
  STRIPE_PRICE_ANNUAL: z.string().trim().startsWith('price_', 'must be a Stripe price id (price_…)').optional(),
  STRIPE_API_BASE: optionalUrl(['http:', 'https:']),
  AI_PROVIDER: z
    .enum(['openai-compatible', 'anthropic'], { error: 'must be openai-compatible or anthropic' })
    .optional(),
  AI_BASE_URL: optionalUrl(['http:', 'https:']),
  AI_API_KEY: z.string().trim().min(1).optional(),
  AI_MODEL: z.string().trim().min(1).max(200).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(20_000),
});

const STRIPE_VARIABLES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_MONTHLY',
  'STRIPE_PRICE_ANNUAL',
] as const;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** The site's own origin: every link and the same-origin check use it, never the request's Host. */
  appUrl: URL;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  contactEmail: string;
  logLevel: string;
  shutdownTimeoutMs: number;
  /** A client must send its whole request (headers and body) within this; slower ones get 408. */
  requestTimeoutMs: number;
  /** Behind a load balancer, client addresses come from X-Forwarded-For; otherwise that header is ignored. */
  trustProxy: boolean;
  /** With no SMTP_URL, every message is written to an outbox under DATA_DIR/mail and listed at /dev/mailbox. */
  mail: { kind: 'outbox'; dir: string; from: string } | { kind: 'smtp'; url: string; from: string };
  /** With no REDIS_URL, rate-limit counters live in the database, shared by instances on one PostgreSQL. */
  rateLimit: { kind: 'database' } | { kind: 'redis'; url: string };
  /** Seals children's details; generated into DATA_DIR/secrets.json when not given. */
  dataEncryptionKey?: Buffer;
  /**
   * Stripe when its four variables are set; otherwise the demo checkout, where no money moves.
   * `apiBase` points the SDK at stripe-mock or a test server.
   */
  payments:
    | { kind: 'demo' }
    | {
        kind: 'stripe';
        secretKey: string;
        webhookSecret: string;
        prices: { monthly: string; annual: string };
        apiBase?: URL;
      };
  /**
   * A language model for custom quizzes when AI_PROVIDER is set; otherwise the offline engine
   * alone serves, and custom subjects answer AI_NOT_CONFIGURED.
   */
  ai:
    | { kind: 'none' }
    | {
        kind: 'openai-compatible' | 'anthropic';
        baseUrl?: string;
        apiKey?: string;
        model: string;
        timeoutMs: number;
      };
  /** Session cookies get the __Host- prefix and Secure over https. */
  isHttps: boolean;
  /** Where the built web app lives; absent in API-only test apps. */
  webRoot?: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`SafeSteps cannot start; fix these settings:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once; every bad variable is reported together, by name. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = parsed.data;
  const aiProblems = [
    ...(values.AI_PROVIDER && !values.AI_MODEL ? ['AI_MODEL: must be set with AI_PROVIDER (the model to ask)'] : []),
    ...(values.AI_PROVIDER === 'openai-compatible' && !values.AI_BASE_URL
      ? ['AI_BASE_URL: must be set for an openai-compatible provider, e.g. http://127.0.0.1:11434/v1']
      : []),
    ...(values.AI_PROVIDER === 'anthropic' && !values.AI_API_KEY ? ['AI_API_KEY: must be set for anthropic'] : []),
  ];
  if (aiProblems.length > 0) throw new ConfigError(aiProblems);
  const stripeSet = STRIPE_VARIABLES.filter((name) => values[name] !== undefined);
  if (stripeSet.length > 0 && stripeSet.length < STRIPE_VARIABLES.length) {
    throw new ConfigError(
      STRIPE_VARIABLES.filter((name) => values[name] === undefined).map(
        (name) =>
          `${name}: must be set too — Stripe needs all of ${STRIPE_VARIABLES.join(', ')}, or none for the demo checkout`,
      ),
    );
  }
  const appUrl = new URL(values.APP_URL ?? `http://localhost:${values.PORT}`);
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    dataDir: values.DATA_DIR,
    appUrl,
    database: values.DATABASE_URL
      ? { kind: 'postgres', url: values.DATABASE_URL }
      : { kind: 'pglite', dataDir: `${values.DATA_DIR}/db` },
    contactEmail: values.CONTACT_EMAIL,
    logLevel: values.LOG_LEVEL,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
    trustProxy: values.TRUST_PROXY === 'true',
    mail: values.SMTP_URL
      ? { kind: 'smtp', url: values.SMTP_URL, from: values.MAIL_FROM }
      : { kind: 'outbox', dir: `${values.DATA_DIR}/mail`, from: values.MAIL_FROM },
    rateLimit: values.REDIS_URL ? { kind: 'redis', url: values.REDIS_URL } : { kind: 'database' },
    payments:
      values.STRIPE_SECRET_KEY &&
      values.STRIPE_WEBHOOK_SECRET &&
      values.STRIPE_PRICE_MONTHLY &&
      values.STRIPE_PRICE_ANNUAL
        ? {
            kind: 'stripe',
            secretKey: values.STRIPE_SECRET_KEY,
            webhookSecret: values.STRIPE_WEBHOOK_SECRET,
            prices: { monthly: values.STRIPE_PRICE_MONTHLY, annual: values.STRIPE_PRICE_ANNUAL },
            apiBase: values.STRIPE_API_BASE ? new URL(values.STRIPE_API_BASE) : undefined,
          }
        : { kind: 'demo' },
    ai:
      values.AI_PROVIDER && values.AI_MODEL
        ? {
            kind: values.AI_PROVIDER,
            baseUrl: values.AI_BASE_URL,
            apiKey: values.AI_API_KEY,
            model: values.AI_MODEL,
            timeoutMs: values.AI_TIMEOUT_MS,
          }
        : { kind: 'none' },
    isHttps: appUrl.protocol === 'https:',
    dataEncryptionKey: values.DATA_ENCRYPTION_KEY,
  };
}
