import type { KnowMyselfDetailProgress } from '../../contract/quiz.ts';

/**
 * Which details a child is asked, from what they already know. A detail is learning until it is
 * answered right on two different days; it is then mastered and comes back after growing gaps;
 * a wrong answer at any time makes it learning again, asked in the very next quiz.
 * Days are calendar dates ("2026-11-25") in whatever time zone the caller keeps them.
 */

/** Gaps in days before a mastered detail is asked again: after the first, the second, then every later review. */
export const REVIEW_INTERVALS = [3, 7, 14] as const;
/**
 * The gaps for the address and the first grown-up's number once known: short, so a child who
 * learnt them still knows them when a helper asks, whenever that is. (A health need is lived with
 * every day; it keeps the usual gaps.)
 */
export const OFTEN_REVIEW_INTERVALS = [1, 2, 3] as const;
/** Right answers, on different days, that make a detail known. */
export const DAYS_TO_MASTER = 2;
/** Details asked when everything is known and nothing is due: a short reminder, not a full quiz. */
export const REVIEW_SIZE = 3;

/** One detail's progress: the shape the server stores and the account export shows. */
export type DetailProgress = KnowMyselfDetailProgress;

export interface DetailToPlan {
  detail: string;
  mustAsk: boolean;
  reviewOften?: boolean;
}

export interface KnowMyselfPlan {
  /** Details whose last answer was wrong, must-ask or not: first in the next quiz, however short. */
  missed: string[];
  /** Must-ask details not yet mastered (and not missed): in every quiz that can hold them. */
  mustAsk: string[];
  /** Must-ask details known and due: in the quiz, after one detail of the rotation so that it keeps turning. */
  review: string[];
  /** Details half-learnt, then mastered ones that are due, longest waiting first. */
  due: string[];
  /** Details never asked yet, to rotate through as room allows. */
  fresh: string[];
  /** Everything known and nothing due: the quiz says so and asks only a short review (in `due`). */
  allKnown: boolean;
}

export interface DetailAnswer {
  detail: string;
  correct: boolean;
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function newProgress(detail: string, today: string): DetailProgress {
  return { detail, timesAsked: 0, timesRight: 0, rightDays: [], mastered: false, reviews: 0, nextDue: today };
}

/**
 * The day a detail is next asked: the stored day, or for a known detail reviewed often the
 * shorter gap after it was last asked, if that comes first.
 */
export function nextDueDay(entry: DetailProgress, reviewOften: boolean): string {
  if (!reviewOften || !entry.mastered || !entry.lastAsked) return entry.nextDue;
  const gap = OFTEN_REVIEW_INTERVALS[Math.min(entry.reviews, OFTEN_REVIEW_INTERVALS.length - 1)] ?? 1;
  const early = addDays(entry.lastAsked, gap);
  return early < entry.nextDue ? early : entry.nextDue;
}

function byWaiting(a: DetailProgress, b: DetailProgress): number {
  return a.nextDue.localeCompare(b.nextDue) || (a.lastAsked ?? '').localeCompare(b.lastAsked ?? '');
}

/** Answered wrong last time: learning again, not yet right since. */
function isMissed(entry: DetailProgress): boolean {
  return !entry.mastered && entry.timesAsked > 0 && entry.rightDays.length === 0;
}

export function planKnowMyself(
  details: readonly DetailToPlan[],
  progress: readonly DetailProgress[],
  today: string,
): KnowMyselfPlan {
  const known = new Map(progress.map((entry) => [entry.detail, entry]));
  const states = details.map((detail) => {
    const state = known.get(detail.detail) ?? newProgress(detail.detail, today);
    return { ...detail, state: { ...state, nextDue: nextDueDay(state, detail.reviewOften ?? false) } };
  });
  const missed = states
    .filter(({ state }) => isMissed(state))
    .sort(
      (a, b) =>
        (b.state.lastAsked ?? '').localeCompare(a.state.lastAsked ?? '') || Number(b.mustAsk) - Number(a.mustAsk),
    )
    .map(({ detail }) => detail);
  const rest = states.filter(({ detail }) => !missed.includes(detail));
  const isDue = ({ state }: (typeof states)[number]) =>
    state.timesAsked > 0 && (!state.mastered || state.nextDue <= today);
  // In the caller's order (health needs first), the address and number taking turns, the one asked
  // longest ago first, when a short quiz cannot hold them all.
  const learning = rest.filter((entry) => entry.mustAsk && !entry.state.mastered);
  const mustAsk = [
    ...learning.filter((entry) => !entry.reviewOften),
    ...learning
      .filter((entry) => entry.reviewOften)
      .sort((a, b) => (a.state.lastAsked ?? '').localeCompare(b.state.lastAsked ?? '')),
  ].map(({ detail }) => detail);
  const review = rest
    .filter((entry) => entry.mustAsk && entry.state.mastered && isDue(entry))
    .sort((a, b) => byWaiting(a.state, b.state))
    .map(({ detail }) => detail);
  const due = rest
    .filter(({ mustAsk }) => !mustAsk)
    .filter(isDue)
    .sort((a, b) => byWaiting(a.state, b.state))
    .map(({ detail }) => detail);
  const fresh = rest.filter(({ mustAsk, state }) => !mustAsk && state.timesAsked === 0).map(({ detail }) => detail);
  if (details.length > 0 && missed.length + mustAsk.length + review.length + due.length + fresh.length === 0) {
    const soonest = [...states]
      .sort((a, b) => byWaiting(a.state, b.state))
      .slice(0, REVIEW_SIZE)
      .map(({ detail }) => detail);
    return { missed: [], mustAsk: [], review: [], due: soonest, fresh: [], allKnown: true };
  }
  return { missed, mustAsk, review, due, fresh, allKnown: false };
}

function answered(entry: DetailProgress, correct: boolean, today: string): DetailProgress {
  const asked = { ...entry, timesAsked: entry.timesAsked + 1, lastAsked: today };
  if (!correct) return { ...asked, rightDays: [], mastered: false, reviews: 0, nextDue: today };
  const right = { ...asked, timesRight: entry.timesRight + 1 };
  if (entry.mastered) {
    const reviews = entry.reviews + 1;
    const gap = REVIEW_INTERVALS[Math.min(reviews, REVIEW_INTERVALS.length - 1)] ?? 14;
    return { ...right, reviews, nextDue: addDays(today, gap) };
  }
  const rightDays = entry.rightDays.includes(today) ? entry.rightDays : [...entry.rightDays, today];
  if (rightDays.length >= DAYS_TO_MASTER) {
    return { ...right, rightDays: [], mastered: true, reviews: 0, nextDue: addDays(today, REVIEW_INTERVALS[0]) };
  }
  return { ...right, rightDays, nextDue: today };
}

/** PROGRESS after a finished quiz's ANSWERS on TODAY; details not asked are kept as they were. */
export function updateProgress(
  progress: readonly DetailProgress[],
  answers: readonly DetailAnswer[],
  today: string,
): DetailProgress[] {
  const byDetail = new Map(progress.map((entry) => [entry.detail, entry]));
  for (const { detail, correct } of answers) {
    byDetail.set(detail, answered(byDetail.get(detail) ?? newProgress(detail, today), correct, today));
  }
  return [...byDetail.values()];
}
