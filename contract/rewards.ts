import * as z from 'zod';
import { percentageOf } from './scores.ts';

/**
 * What a child collects for coming back: stars for every finished quiz and a run of days played.
 * Finishing always earns a star, so no quiz ends with nothing; a missed day simply starts a new run.
 */
export const MAX_STARS = 3;

export function starsFor(percentage: number): number {
  if (percentage >= 80) return 3;
  if (percentage >= 60) return 2;
  return 1;
}

/** Days are "YYYY-MM-DD" in the child's own time zone. */
const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/**
 * Consecutive days with a finished quiz, ending today, or yesterday when today has none yet (the
 * run is still alive until a whole day has passed without play). A broken run is simply 0.
 */
export function streakDays(playedDays: Iterable<string>, today: string): number {
  const played = new Set([...playedDays].map(dayNumber));
  let day = dayNumber(today);
  if (!played.has(day)) day -= 1;
  let streak = 0;
  while (played.has(day)) {
    streak += 1;
    day -= 1;
  }
  return streak;
}

/** The local calendar day of INSTANT in TIMEZONE, as "YYYY-MM-DD". */
export function dayIn(instant: Date, timeZone: string): string {
  // The Swedish locale writes dates as ISO does.
  return new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const REWARDS_MESSAGES = {
  badTimeZone: 'The time zone must be a name like Europe/London.',
} as const;

/** The child's days are counted where they live; without a time zone, in UTC. */
export const RewardsQuery = z.object({
  timeZone: z
    .string({ error: REWARDS_MESSAGES.badTimeZone })
    .max(64, REWARDS_MESSAGES.badTimeZone)
    .refine(isTimeZone, REWARDS_MESSAGES.badTimeZone)
    .default('UTC'),
});

export const RewardsResponse = z.object({
  /** Stars from every finished quiz, retakes included. */
  stars: z.number(),
  streakDays: z.number(),
});
export type Rewards = z.infer<typeof RewardsResponse>;

/** The stars one finished quiz earns. */
export function starsForScore(score: number, questionCount: number): number {
  return starsFor(percentageOf(score, questionCount));
}
