import type { Random } from '../random.ts';

/**
 * Wrong options that share the real detail's form, so a child can only pick the real one by
 * knowing it. Two ways: change the same few characters in every option (each option its own
 * character at each changed place, so no option is "the one the others agree with"), or choose
 * words of the same kind whose lengths put the real one at a random place from shortest to longest.
 */

const DIGITS = '0123456789';
/** Capitals a postcode may use; I, O and Q stay out because they look like 1 and 0. */
export const POSTCODE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

function alphabetFor(character: string, letters: string): string | undefined {
  if (/\d/.test(character)) return DIGITS;
  if (/[A-Z]/.test(character)) return letters;
  if (/[a-z]/.test(character)) return letters.toLowerCase();
  return undefined;
}

/**
 * COUNT variants of REAL, each differing from it (and from one another) in the same CHANGES
 * places. A leading zero stays a zero and a leading non-zero stays non-zero, as numbers do.
 * A run of equal digits ("000" in 31000, "00" in 100) stays in every option, so the real one is
 * never the only round one: other places change instead (32000, 47000; 200, 700), before the
 * kept start if nothing after it may change, and the run changes as one ("11" → "44") only when
 * it is all there is.
 */
export function varyCharacters(
  real: string,
  count: number,
  random: Random,
  options: { changes: number; keepFirst?: number; letters?: string },
): string[] {
  const letters = options.letters ?? POSTCODE_LETTERS;
  const groups = placeGroups(real, letters);
  const single = (from: number) => groups.filter((group) => group.length === 1 && (group[0] ?? 0) >= from);
  const after = single(options.keepFirst ?? 0);
  const changeable = after.length > 0 ? after : single(0).length > 0 ? single(0) : groups;
  const places = random.shuffle(changeable).slice(0, Math.max(1, options.changes));
  if (places.length === 0) return [];
  const variants = Array.from({ length: count }, () => [...real]);
  for (const group of places) {
    const character = real[group[0] ?? 0] ?? '';
    const alphabet = (alphabetFor(character, letters) ?? '')
      .split('')
      .filter((candidate) => candidate !== character && !(group.includes(0) && candidate === '0'));
    const chosen = random.shuffle(alphabet).slice(0, count);
    if (chosen.length < count) return [];
    chosen.forEach((candidate, variant) => {
      for (const index of group) (variants[variant] as string[])[index] = candidate;
    });
  }
  return variants.map((characters) => characters.join(''));
}

/** The places that may change: one character each, or a run of equal digits as one. A leading 0 stays. */
function placeGroups(real: string, letters: string): number[][] {
  const groups: number[][] = [];
  for (const match of real.matchAll(/(\d)\1+|./gu)) {
    const [text] = match;
    if (!alphabetFor(text.charAt(0), letters) || (match.index === 0 && text.startsWith('0'))) continue;
    groups.push(Array.from({ length: text.length }, (_, offset) => match.index + offset));
  }
  return groups;
}

function sameWord(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * COUNT entries of POOL of REAL's form (never REAL, never one in EXCLUDED), of lengths near REAL's,
 * chosen so that REAL is equally likely to be the shortest, the longest or anywhere between.
 */
export function lengthMatched(
  real: string,
  pool: readonly string[],
  count: number,
  random: Random,
  excluded: readonly string[] = [],
): string[] {
  const form = shapeOf(real);
  const candidates = [...new Set(pool)].filter(
    (entry) => shapeOf(entry) === form && !sameWord(entry, real) && !excluded.some((other) => sameWord(entry, other)),
  );
  const closest = (entries: string[]) =>
    random
      .shuffle(entries)
      .map((entry) => ({ entry, distance: Math.abs(entry.length - real.length) + random.next() }))
      .sort((a, b) => a.distance - b.distance)
      .map(({ entry }) => entry);
  const shorter = closest(candidates.filter((entry) => entry.length <= real.length));
  const longer = closest(candidates.filter((entry) => entry.length >= real.length));
  const shorterWanted = random.int(0, count);
  const chosen: string[] = [];
  const take = (from: string[], wanted: number) => {
    for (const entry of from) {
      if (chosen.length >= wanted) return;
      if (!chosen.includes(entry)) chosen.push(entry);
    }
  };
  take(shorter, shorterWanted);
  take(longer, count);
  take(shorter, count);
  return chosen.length === count ? chosen : [];
}

/** The form of a text: each run of letters one "a", each digit a "9", spaces and signs as they are. */
export function shapeOf(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\p{L}+/gu, 'a')
    .replace(/\d/g, '9');
}

/** Options with their real answer, or nothing when not enough look-alikes could be made. */
export interface Choices {
  correctAnswer: string;
  wrong: string[];
}

export function choices(correctAnswer: string, wrong: string[], count: number): Choices | undefined {
  const distinct = [...new Set(wrong)].filter((entry) => !sameWord(entry, correctAnswer));
  return distinct.length >= count ? { correctAnswer, wrong: distinct.slice(0, count) } : undefined;
}
