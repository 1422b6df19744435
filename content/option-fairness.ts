/**
 * Whether the look of the options gives the answer away: five strategies a test-wise child uses,
 * each scored exactly (as an expected share of right answers) against blind guessing.
 */

import { rootOf, wordsOf } from '../contract/words.ts';
import { COMMON_WORDS, NAMES_A_GROWN_UP } from '../engine/give-away.ts';

export interface Answerable {
  question: string;
  options: readonly string[];
  correctAnswer: string;
}

/** A guesser may beat blind guessing by at most this much, in any bank, bracket, difficulty, topic or age band. */
export const MAX_GUESSER_EXCESS = 0.1;

/** How many distinct content words of OPTION also appear in STEM. */
export function wordsRepeated(option: string, stem: string): number {
  const stemRoots = new Set(
    wordsOf(stem)
      .filter((word) => !COMMON_WORDS.has(word))
      .map(rootOf),
  );
  return new Set(
    wordsOf(option)
      .filter((word) => !COMMON_WORDS.has(word))
      .map(rootOf)
      .filter((root) => stemRoots.has(root)),
  ).size;
}

/**
 * The features by which an option can look unlike the rest: its first word, its length band in
 * words (1–2, 3–4, 5–7, 8–11, 12+), whether it is a list (a comma, "and", "or"), and whether it
 * carries a digit, a quote or a question or exclamation mark.
 */
const FORM_FEATURES: readonly ((option: string) => string)[] = [
  (option) => wordsOf(option)[0] ?? '',
  (option) => {
    const count = wordsOf(option).length;
    return String([2, 4, 7, 11].findIndex((top) => count <= top));
  },
  (option) => String(/,|;|\b(?:and|or)\b/i.test(option)),
  (option) => String(/\d|["“”‘?!]|'\w/.test(option)),
];

/**
 * For each option, on how many features it is the odd one out: every other option shares one
 * value and this option has another. With two options neither is odd.
 */
export function oddnessOf(options: readonly string[]): number[] {
  const oddness = options.map(() => 0);
  if (options.length < 3) return oddness;
  for (const feature of FORM_FEATURES) {
    const values = options.map(feature);
    values.forEach((value, index) => {
      const [first, ...rest] = values.filter((_, other) => other !== index);
      if (rest.every((other) => other === first) && value !== first) oddness[index] = (oddness[index] ?? 0) + 1;
    });
  }
  return oddness;
}

export interface Guesser {
  name: string;
  /** Which option indices the guesser would pick among, ties shared; empty when its cue is absent. */
  picks(item: Answerable): number[];
}

/** The option indices holding the highest SCORE, or none when every option holds it (nothing to go on). */
function highest(scores: number[]): number[] {
  const top = Math.max(...scores);
  const at = scores.flatMap((score, index) => (score === top ? [index] : []));
  return at.length === scores.length ? [] : at;
}

const length = (option: string) => option.trim().length;

/**
 * A difference in length a reader sees: options within a tenth of the longest (or the shortest)
 * look as long, so "Bruce Wayne" is not longer than "Clark Kent" to a child.
 */
const SEEN_LENGTH_DIFFERENCE = 0.1;

/** The longest options (SIGN 1) or the shortest (SIGN -1), a visible tie shared; none when all look as long. */
function visiblyExtreme(options: readonly string[], sign: 1 | -1): number[] {
  const lengths = options.map(length);
  const extreme = sign === 1 ? Math.max(...lengths) : Math.min(...lengths);
  const near = lengths.flatMap((value, index) =>
    Math.abs(value - extreme) <= extreme * SEEN_LENGTH_DIFFERENCE ? [index] : [],
  );
  return near.length === options.length ? [] : near;
}

/**
 * The options that look neither longest nor shortest: the middle one of three, the middle two of
 * four. Padding one wrong option to be just longer than the key leaves the key here. Lengths a
 * child cannot tell apart count as one, as for the longest and shortest.
 */
function middleLength(options: readonly string[]): number[] {
  const longest = visiblyExtreme(options, 1);
  if (longest.length === 0) return [];
  const extremes = new Set([...longest, ...visiblyExtreme(options, -1)]);
  return options.flatMap((_, index) => (extremes.has(index) ? [] : [index]));
}

export const GUESSERS: readonly Guesser[] = [
  {
    name: 'the only grown-up option',
    picks: ({ options }) => {
      const named = options.flatMap((option, index) => (NAMES_A_GROWN_UP.test(option) ? [index] : []));
      return named.length === 1 ? named : [];
    },
  },
  { name: 'the longest option', picks: ({ options }) => visiblyExtreme(options, 1) },
  { name: 'the shortest option', picks: ({ options }) => visiblyExtreme(options, -1) },
  { name: 'the middle-length option', picks: ({ options }) => middleLength(options) },
  {
    name: 'the option repeating most words of the question',
    picks: ({ question, options }) => {
      const repeated = options.map((option) => wordsRepeated(option, question));
      return Math.max(...repeated) === 0 ? [] : highest(repeated);
    },
  },
  {
    name: 'the option most different in form',
    picks: ({ options }) => {
      const oddness = oddnessOf(options);
      return Math.max(...oddness) === 0 ? [] : highest(oddness);
    },
  },
];

/** Blind guessing's chance on ITEM. */
export const chanceOf = (item: Answerable) => 1 / item.options.length;

/**
 * The exact chance GUESSER finds the answer of ITEM: a tie is shared; without its cue the guesser
 * picks at random.
 */
export function guesserChance(guesser: Guesser, item: Answerable): number {
  const picks = guesser.picks(item);
  if (picks.length === 0) return chanceOf(item);
  const correct = item.correctAnswer.trim();
  return picks.filter((index) => item.options[index]?.trim() === correct).length / picks.length;
}

/** True when GUESSER's cue is present on ITEM and points at the answer alone. */
export function cueGivesAnswer(guesser: Guesser, item: Answerable): boolean {
  return guesserChance(guesser, item) === 1 && guesser.picks(item).length > 0;
}

export interface GuesserScore {
  guesser: string;
  /** The guesser's expected share of right answers. */
  score: number;
  /** Blind guessing's expected share. */
  chance: number;
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/** Every guesser's expected score on ITEMS, next to chance. */
export function guesserScores(items: readonly Answerable[]): GuesserScore[] {
  const chance = mean(items.map(chanceOf));
  return GUESSERS.map((guesser) => ({
    guesser: guesser.name,
    score: mean(items.map((item) => guesserChance(guesser, item))),
    chance,
  }));
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** A line for each guesser above its bound on ITEMS, naming the items whose cue points at the answer. */
export function guesserShortfalls<T extends Answerable & { id: string }>(label: string, items: readonly T[]): string[] {
  return guesserScores(items).flatMap(({ guesser, score, chance }, index) => {
    if (score - chance <= MAX_GUESSER_EXCESS + 1e-9) return [];
    const found = GUESSERS[index] as Guesser;
    const carrying = [...new Set(items.filter((item) => cueGivesAnswer(found, item)).map((item) => item.id))];
    return [
      `${label}: picking ${guesser} scores ${percent(score)} against ${percent(chance)} by chance (at most ${Math.round(MAX_GUESSER_EXCESS * 100)} points above); its cue gives the answer in ${carrying.join(', ')}`,
    ];
  });
}

/**
 * A wrong option that justifies the risk by how nice it feels ("Move apps, as they are friendly").
 * The misconception is kept, stated flatly; selling it also gives the answer away.
 */
const SELLS_THE_RISK =
  /\b(?:as|since|because|if|so|when)\b[^.]*\b(?:fun|kind|nice|friendly|brave|generous|caring)\b(?! of)/i;

/** The wrong options of ITEM that sell their risk. */
export function optionsSellingRisk(item: Omit<Answerable, 'question'>): string[] {
  return item.options.filter((option) => option.trim() !== item.correctAnswer.trim() && SELLS_THE_RISK.test(option));
}

/** A hedge that, put on every wrong option, marks the one option without it as the answer. */
const HEDGED = /^(?:just|only)\b/i;

/** True when every wrong option of ITEM starts "Just" or "Only" and the correct one does not. */
export function onlyTheAnswerIsUnhedged(item: Omit<Answerable, 'question'>): boolean {
  const wrong = item.options.filter((option) => option.trim() !== item.correctAnswer.trim());
  return (
    wrong.length > 0 && wrong.every((option) => HEDGED.test(option.trim())) && !HEDGED.test(item.correctAnswer.trim())
  );
}
