/**
 * Whether one question of a quiz gives another's answer away: the answer is printed, as whole
 * words, in the other question's wording ("What kind of planet is Mars?" beside "Which planet is
 * fourth from the Sun?").
 */

import { rootOf, wordsOf } from '../contract/words.ts';

/** Words too common to carry an answer: "Tell a grown-up" is given away by "grown-up", not by "a". */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  'a an the to of in on at by for and or but is are be it its this that these those you your yours he she they them their his her we our i me my do does did what which who whom whose when where why how with from as if so not no yes true false can could should would will may might must up out into than then there here'.split(
    ' ',
  ),
);

/**
 * Words that name a grown-up or a helper, as whole words. "Tell" is not one of them: "tell a
 * friend" is no more grown-up than "ask a friend".
 */
export const NAMES_A_GROWN_UP =
  /\b(?:adults?|grown-?ups?|parents?|carers?|caregivers?|mums?|moms?|mummy|mommy|dads?|daddy|teachers?|police|officers?|helpers?|trusted|someone you trust|a person you trust|guardians?|lifeguards?|coach(?:es)?|doctors?|nurses?|librarians?|staff|grandparents?|grandma|grandpa|nan|gran)\b/i;

/**
 * The answer's words as they must appear in another question to give it away, or none when the
 * answer is too slight to count: only common words, a number of one or two digits (a sum's "12"
 * in "What is 12 ÷ 3?" answers nothing; a "999" or a "1066" does), or only a helper ("A grown-up",
 * "The police": safety questions name them all the time, and the guesser for the only grown-up
 * option measures that cue).
 */
function tellingWords(answer: string): string[] {
  const words = wordsOf(answer);
  while (words.length > 1 && (words[0] === 'a' || words[0] === 'an' || words[0] === 'the')) words.shift();
  const carries = words.some((word) =>
    /^\d+$/.test(word) ? word.length >= 3 : !COMMON_WORDS.has(word) && !NAMES_A_GROWN_UP.test(word),
  );
  return carries ? words.map(rootOf) : [];
}

const containsRun = (haystack: readonly string[], run: readonly string[]) => {
  if (run.length === 0) return false;
  for (let start = 0; start + run.length <= haystack.length; start += 1) {
    if (run.every((word, offset) => haystack[start + offset] === word)) return true;
  }
  return false;
};

/** True when ANSWER appears as whole words in STEM. */
export function stemGivesAway(stem: string, answer: string): boolean {
  return containsRun(wordsOf(stem).map(rootOf), tellingWords(answer));
}

interface Asked {
  question: string;
  correctAnswer: string;
}

/** A question read once: its wording's word roots and its answer's telling words. */
interface Read {
  stem: string[];
  answer: string[];
}

const read = (question: Asked): Read => ({
  stem: wordsOf(question.question).map(rootOf),
  answer: tellingWords(question.correctAnswer),
});

const eitherGivesAway = (first: Read, second: Read) =>
  containsRun(first.stem, second.answer) || containsRun(second.stem, first.answer);

/** True when either question's wording names the other's answer. */
export function givesAwayEither(first: Asked, second: Asked): boolean {
  return eitherGivesAway(read(first), read(second));
}

/** Every pair of QUESTIONS in which one names the other's answer. */
export function giveAwayPairs<T extends Asked>(questions: readonly T[]): [T, T][] {
  return questions.flatMap((first, index) =>
    questions.slice(index + 1).flatMap((second): [T, T][] => (givesAwayEither(first, second) ? [[first, second]] : [])),
  );
}

/**
 * The first COUNT of CANDIDATES that FITS, in order, leaving out each one that would give away,
 * or be given away by, one kept before it or one of ALREADY_CHOSEN (candidates come best first).
 * Only when too few are left does a left-out one come back, in order: a pool too small to avoid
 * a give-away still makes its quiz.
 */
export function firstWithoutGiveAways<T extends Asked>(
  candidates: readonly T[],
  count: number,
  fits: (candidate: T) => boolean = () => true,
  alreadyChosen: readonly Asked[] = [],
): T[] {
  const before = alreadyChosen.map(read);
  const kept: { candidate: T; reading: Read }[] = [];
  const leftOut: T[] = [];
  for (const candidate of candidates) {
    if (kept.length === count) break;
    if (!fits(candidate)) continue;
    const reading = read(candidate);
    const givesAway = (earlier: Read) => eitherGivesAway(earlier, reading);
    if (before.some(givesAway) || kept.some((earlier) => givesAway(earlier.reading))) leftOut.push(candidate);
    else kept.push({ candidate, reading });
  }
  return [...kept.map((entry) => entry.candidate), ...leftOut.slice(0, count - kept.length)];
}
