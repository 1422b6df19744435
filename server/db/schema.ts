import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    index('users_created_at_idx').on(table.createdAt),
  ],
);

/** Sign-in sessions; the cookie holds a random token and only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('sessions_token_hash_idx').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

export const AUTH_TOKEN_PURPOSES = ['verify-email', 'reset-password'] as const;
export type AuthTokenPurpose = (typeof AUTH_TOKEN_PURPOSES)[number];

/** Single-use e-mail links (verification, password reset), stored only as hashes. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: AUTH_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('auth_tokens_token_hash_idx').on(table.tokenHash),
    index('auth_tokens_user_purpose_idx').on(table.userId, table.purpose),
  ],
);

/**
 * A child's profile. Only what is needed to run and count quizzes is in the clear (age, country);
 * the child's names and every personal detail live in `sealed`, encrypted with AES-256-GCM.
 */
export const learners = pgTable(
  'learners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    age: integer('age').notNull(),
    country: text('country').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    /** The parent's switch: off, only the offline engine makes this child's quizzes. */
    aiEnabled: boolean('ai_enabled').notNull().default(true),
    /** The parent's switch: on, the quiz waits for the child's tap on Next after a not-quite answer. */
    waitForNext: boolean('wait_for_next').notNull().default(true),
    sealed: text('sealed').notNull(),
    ...timestamps,
  },
  (table) => [
    index('learners_user_id_idx').on(table.userId, table.createdAt),
    // At most one active learner per account, kept by the database itself.
    uniqueIndex('learners_one_active_per_user_idx').on(table.userId).where(sql`${table.isActive}`),
  ],
);

/** The paid plan as last confirmed by the payment provider; the entitlements function reads it. */
export const subscriptions = pgTable('subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  planType: text('plan_type', { enum: ['monthly', 'annual'] }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  /** The provider's subscription this state came from; empty only for plans granted outside a checkout. */
  subscriptionId: text('subscription_id'),
  ...timestamps,
});

/** The payment provider's customer for an account, created once on its first checkout. */
export const billingCustomers = pgTable('billing_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every payment event that changed or was checked against stored state, recorded once so a redelivery does nothing. */
export const billingEvents = pgTable('billing_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The demo checkout's own records (no payment provider configured): what Stripe would hold for a
 * checkout session and the subscription it starts.
 */
export const demoCheckouts = pgTable('demo_checkouts', {
  id: text('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull(),
  priceId: text('price_id').notNull(),
  status: text('status', { enum: ['open', 'complete'] }).notNull(),
  subscriptionId: text('subscription_id').unique(),
  subscriptionStatus: text('subscription_status'),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A generated quiz and the child's progress through it. The questions (with their answers, and for
 * Know Myself the child's own details) are sealed like a learner's details.
 */
export const quizSessions = pgTable(
  'quiz_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['safety', 'know-myself', 'popular', 'custom'] }).notNull(),
    quizType: text('quiz_type').notNull(),
    subject: text('subject').notNull(),
    title: text('title').notNull(),
    settings: jsonb('settings').notNull(),
    /** The questions as made; they only ever grow, while a model is still sending them. */
    sealedQuestions: text('sealed_questions').notNull(),
    /** The child's answers and hints; null on quizzes stored before it had its own column. */
    sealedProgress: text('sealed_progress'),
    /** Bumped by every change, so two writers of one quiz never overwrite each other. */
    version: integer('version').notNull().default(0),
    /** Bank ids only (never a child's detail), so the next quiz can prefer questions not seen lately. */
    questionIds: jsonb('question_ids').$type<string[]>().notNull(),
    questionCount: integer('question_count').notNull(),
    currentIndex: integer('current_index').notNull().default(0),
    score: integer('score').notNull().default(0),
    isCompleted: boolean('is_completed').notNull().default(false),
    /** Free accounts' safety quizzes count toward the monthly allowance; Know Myself does not. */
    countsTowardAllowance: boolean('counts_toward_allowance').notNull(),
    generator: text('generator').notNull(),
    /** For AI-made quizzes: the model, the prompt's version and how long generation took. */
    model: text('model'),
    promptVersion: text('prompt_version'),
    generationMs: integer('generation_ms'),
    /** True while a model is still streaming this quiz's questions; questionCount is then the target. */
    isGenerating: boolean('is_generating').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('quiz_sessions_user_started_idx').on(table.userId, table.startedAt),
    index('quiz_sessions_learner_completed_idx').on(table.learnerId, table.completedAt),
  ],
);
