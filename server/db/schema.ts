import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LearnerCountry } from '../../contract/constants.ts';
import type { PlaySettings } from '../../contract/learners.ts';
import type { QuestionImage } from '../../contract/quiz.ts';

/** The account a row belongs to: deleting the account deletes the row. */
const accountRef = () => uuid('user_id').references(() => users.id, { onDelete: 'cascade' });
/** The learner a row belongs to: deleting the learner deletes the row. */
const learnerRef = () => uuid('learner_id').references(() => learners.id, { onDelete: 'cascade' });

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
export const signInSessions = pgTable(
  'sign_in_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: accountRef().notNull(),
    tokenHash: text('token_hash').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('sign_in_sessions_token_hash_idx').on(table.tokenHash),
    index('sign_in_sessions_user_id_idx').on(table.userId),
  ],
);

export const AUTH_TOKEN_PURPOSES = ['verify-email', 'reset-password'] as const;
export type AuthTokenPurpose = (typeof AUTH_TOKEN_PURPOSES)[number];

/** Single-use e-mail links (verification, password reset), stored only as hashes. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: accountRef().notNull(),
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
    userId: accountRef().notNull(),
    age: integer('age').notNull(),
    country: text('country').$type<LearnerCountry>().notNull(),
    /** For a learner in "other": the emergency number the parent entered, the only one taught. */
    emergencyNumber: text('emergency_number'),
    isActive: boolean('is_active').notNull().default(false),
    /** The parent's switch: off, only the offline engine makes this child's quizzes. */
    aiEnabled: boolean('ai_enabled').notNull().default(true),
    /** The parent's switch: on, the quiz waits for the child's tap on Next after a not-quite answer. */
    waitForNext: boolean('wait_for_next').notNull().default(true),
    /** The parent's choices for the child's own space; null until first saved (the age's defaults apply). */
    playSettings: jsonb('play_settings').$type<PlaySettings>(),
    sealed: text('sealed').notNull(),
    ...timestamps,
  },
  (table) => [
    index('learners_user_id_idx').on(table.userId, table.createdAt),
    // At most one active learner per account, kept by the database itself.
    uniqueIndex('learners_one_active_per_user_idx').on(table.userId).where(sql`${table.isActive}`),
  ],
);

/**
 * Each learner's own key, which seals everything of theirs that is sealed (details, Know Myself
 * progress, Know Myself questions), kept here wrapped by the data key, apart from what it seals.
 * Deleting the learner deletes this row in the same statement; the learner's ciphertexts in any
 * earlier copy of the other tables can then no longer be opened.
 */
export const learnerKeys = pgTable('learner_keys', {
  learnerId: learnerRef().primaryKey(),
  userId: accountRef().notNull(),
  wrappedKey: text('wrapped_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a learner knows of their own details, for Know Myself: per detail, how often it was asked
 * and answered right, whether it is mastered and when it is next due. One row per learner, the
 * whole of it sealed (it names the child's details and health entries); it goes with the learner.
 */
export const knowMyselfProgress = pgTable('know_myself_progress', {
  learnerId: learnerRef().primaryKey(),
  userId: accountRef().notNull(),
  sealed: text('sealed').notNull(),
  ...timestamps,
});

/** The paid plan as last confirmed by the payment provider; the entitlements function reads it. */
export const subscriptions = pgTable('subscriptions', {
  userId: accountRef().primaryKey(),
  status: text('status').notNull(),
  planType: text('plan_type', { enum: ['monthly', 'annual'] }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  /** Cancelled by the parent: premium holds to currentPeriodEnd and then ends instead of renewing. */
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** The provider's subscription this state came from; empty only for plans granted outside a checkout. */
  subscriptionId: text('subscription_id'),
  ...timestamps,
});

/** The payment provider's customer for an account, created once on its first checkout. */
export const billingCustomers = pgTable('billing_customers', {
  userId: accountRef().primaryKey(),
  customerId: text('customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The checkout an account last started, claimed in its unit of work before the provider is asked:
 * presses of the same plan, on any instance, share its id, which is the provider's idempotency
 * key, so they open one checkout between them.
 */
export const checkoutClaims = pgTable('checkout_claims', {
  userId: accountRef().primaryKey(),
  claimId: uuid('claim_id').notNull(),
  priceId: text('price_id').notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
});

/** Every payment event that changed or was checked against stored state, recorded once so a redelivery does nothing. */
export const billingEvents = pgTable('billing_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The demo checkout's own records (no payment provider configured): what Stripe would hold for a
 * checkout and the subscription it starts.
 */
export const demoCheckouts = pgTable('demo_checkouts', {
  id: text('id').primaryKey(),
  userId: accountRef().notNull(),
  customerId: text('customer_id').notNull(),
  priceId: text('price_id').notNull(),
  status: text('status', { enum: ['open', 'complete'] }).notNull(),
  subscriptionId: text('subscription_id').unique(),
  subscriptionStatus: text('subscription_status'),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A generated quiz and where the child is in it; its questions are rows of `quiz_questions`.
 */
export const quizzes = pgTable(
  'quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: accountRef().notNull(),
    learnerId: learnerRef().notNull(),
    kind: text('kind', { enum: ['safety', 'know-myself', 'popular', 'custom'] }).notNull(),
    quizType: text('quiz_type').notNull(),
    subject: text('subject').notNull(),
    title: text('title').notNull(),
    settings: jsonb('settings').notNull(),
    questionCount: integer('question_count').notNull(),
    currentIndex: integer('current_index').notNull().default(0),
    score: integer('score').notNull().default(0),
    isCompleted: boolean('is_completed').notNull().default(false),
    /** Safety quizzes taken on the free plan count toward its monthly allowance; Know Myself does not. */
    countsTowardAllowance: boolean('counts_toward_allowance').notNull(),
    /** When the child answered a first question: a quiz counts toward the allowance from then on. */
    firstAnsweredAt: timestamp('first_answered_at', { withTimezone: true }),
    /** The quiz this one retakes: retakes count toward neither the allowance nor the activity ceiling. */
    retakeOf: uuid('retake_of'),
    generator: text('generator').notNull(),
    /** For AI-made quizzes: the model, the prompt's version and how long generation took. */
    model: text('model'),
    promptVersion: text('prompt_version'),
    generationMs: integer('generation_ms'),
    /** True while a model is still streaming this quiz's questions; questionCount is then the target. */
    isGenerating: boolean('is_generating').notNull().default(false),
    /** The model stopped (an error, its deadline, or the process ended) before sending every question. */
    generationFailed: boolean('generation_failed').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('quizzes_user_started_idx').on(table.userId, table.startedAt),
    index('quizzes_learner_completed_idx').on(table.learnerId, table.completedAt),
  ],
);

export const ALLOWANCE_USES = ['free-safety-quiz', 'new-quiz'] as const;

/**
 * What an account used of its plan's allowances: a free safety quiz once its first question is
 * answered, and every new quiz (not a retake) for premium's activity ceiling. Kept per account,
 * apart from the quizzes, so deleting a learner (and its quizzes) gives nothing back; removed with
 * the account.
 */
export const allowanceUses = pgTable(
  'allowance_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: accountRef().notNull(),
    kind: text('kind', { enum: ALLOWANCE_USES }).notNull(),
    /** The quiz that used it; no reference, as the use outlives the quiz. */
    quizId: uuid('quiz_id').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('allowance_uses_user_used_idx').on(table.userId, table.usedAt),
    uniqueIndex('allowance_uses_quiz_kind_idx').on(table.quizId, table.kind),
  ],
);

/** Every reset of a quiz (a retake or a start over), counted per learner and day to bound them. */
export const quizResets = pgTable(
  'quiz_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: accountRef().notNull(),
    learnerId: learnerRef().notNull(),
    quizId: uuid('quiz_id').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('quiz_resets_learner_reset_idx').on(table.learnerId, table.resetAt)],
);

/**
 * One question of a quiz and the child's answer to it. A Know Myself question is made of the
 * child's own details: its text, options, answer and explanation are then only in `sealed`
 * (AES-256-GCM bound to this row) and the plain columns are empty. The child's answer and the
 * options a hint took away are stored as positions in the options, so they reveal nothing either.
 */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The bank item, template or Know Myself detail the question was made from; never a child's detail. */
    itemId: text('item_id').notNull(),
    /** What the question practises, for strengths and improvements. */
    skill: text('skill').notNull(),
    question: text('question'),
    options: jsonb('options').$type<string[]>(),
    correctAnswer: text('correct_answer'),
    explanation: text('explanation'),
    /** A picture shown with the question (a flag); never on a sealed question. */
    image: jsonb('image').$type<QuestionImage>(),
    sealed: text('sealed'),
    /** The position of the option the child chose; null until answered. */
    answer: integer('answer'),
    /** What the child typed, on a typed question: sealed like the question, as it may be their own detail. */
    typedAnswerSealed: text('typed_answer_sealed'),
    isCorrect: boolean('is_correct'),
    /** Positions of the options a hint took away. */
    removedOptions: jsonb('removed_options').$type<number[]>().notNull().default([]),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.quizId, table.position] })],
);

/**
 * Fixed-window counters of the rate limits and sign-in lockouts when no Redis is configured, so a
 * restart does not reset them. A window that has ended is started afresh by the next hit.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_reset_at_idx').on(table.resetAt)],
);
