/**
 * How long each kind of leftover is kept. The server's retention job deletes by these figures and
 * the privacy notice states them, so the promise and the practice cannot drift apart.
 */
export const RETENTION = {
  /** Expired links still answer "Link Expired" for a week, then are forgotten. */
  expiredTokensDays: 7,
  /** A sign-up never verified is removed with everything it holds. */
  unverifiedAccountsDays: 30,
  /** An unfinished quiz (Know Myself ones hold a child's details) is removed; counts are per month, so it no longer counts. */
  abandonedQuizzesDays: 60,
  /** Payment event ids are kept long past Stripe's three days of redelivery. */
  paymentEventsDays: 90,
  /** A demo checkout never paid. */
  openDemoCheckoutsDays: 1,
  /** The note that a quiz was started again: restarts are limited per day, so a day past that it counts for nothing. */
  quizRestartsDays: 2,
} as const;

/** When a sign-in ends: this long after it began, or after this long unused. */
export const SESSION_LIFETIME = { maxDays: 30, idleDays: 7 } as const;
