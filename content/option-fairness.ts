/** Whether the length or the shape of the options gives the answer away. */

interface Answerable {
  options: readonly string[];
  correctAnswer: string;
}

/** At most this share of a bank's items may have the correct option as the single longest. */
export const MAX_LONGEST_CORRECT_SHARE = 0.4;

/** True when the correct option is longer than every other option (a tie gives nothing away). */
export function isCorrectSingleLongest(item: Answerable): boolean {
  const length = (text: string) => text.trim().length;
  const correct = length(item.correctAnswer);
  const others = item.options.filter((option) => option.trim() !== item.correctAnswer.trim());
  return others.length > 0 && others.every((option) => length(option) < correct);
}

/** The share of ITEMS where "always pick the longest" finds the answer. */
export function longestCorrectShare(items: readonly Answerable[]): number {
  if (items.length === 0) return 0;
  return items.filter(isCorrectSingleLongest).length / items.length;
}

/**
 * At most this much above blind guessing may a child score, in any one bank, who picks the only
 * option naming a helper, else the only list, else the longest (see `testWiseChance`) - or who
 * has learnt that this pick is usually wrong and guesses among the others.
 */
export const MAX_TEST_WISE_EXCESS = 0.12;

/**
 * A wrong option that justifies the risk by how nice it feels ("Move apps, as they are friendly").
 * The misconception is kept, stated flatly; selling it also gives the answer away.
 */
const SELLS_THE_RISK =
  /\b(?:as|since|because|if|so|when)\b[^.]*\b(?:fun|kind|nice|friendly|brave|generous|caring)\b(?! of)/i;

/** The wrong options of ITEM that sell their risk. */
export function optionsSellingRisk(item: Answerable): string[] {
  return item.options.filter((option) => option.trim() !== item.correctAnswer.trim() && SELLS_THE_RISK.test(option));
}

/** A hedge that, put on every wrong option, marks the one option without it as the answer. */
const HEDGED = /^(?:just|only)\b/i;

/** True when every wrong option of ITEM starts "Just" or "Only" and the correct one does not. */
export function onlyTheAnswerIsUnhedged(item: Answerable): boolean {
  const wrong = item.options.filter((option) => option.trim() !== item.correctAnswer.trim());
  return (
    wrong.length > 0 && wrong.every((option) => HEDGED.test(option.trim())) && !HEDGED.test(item.correctAnswer.trim())
  );
}

/** Words that make an option sound like "tell someone" to a child who does not know the answer. */
const NAMES_A_HELPER = /\b(?:trusted|grown-?ups?|adults?|tell|tells|telling)\b/i;

/** An option shaped like a list or a joined pair of steps: "Stop, leave it, tell an adult". */
const IS_LIST_SHAPED = (option: string) => /,|\band\b/i.test(option);

/**
 * The chance that a child who knows nothing, only how answers tend to look, picks the correct
 * option: the only option naming a helper, else the only list-shaped option, else the longest
 * (a tie shared between the tied options).
 */
export function testWiseChance(item: Answerable): number {
  const correct = item.correctAnswer.trim();
  const options = item.options.map((option) => option.trim());
  for (const marker of [(option: string) => NAMES_A_HELPER.test(option), IS_LIST_SHAPED]) {
    const marked = options.filter(marker);
    if (marked.length === 1) return marked[0] === correct ? 1 : 0;
  }
  const longest = Math.max(...options.map((option) => option.length));
  const tied = options.filter((option) => option.length === longest);
  return tied.includes(correct) ? 1 / tied.length : 0;
}

export interface TestWiseScore {
  /** The share of items the test-wise pick gets right. */
  testWise: number;
  /** The share a child gets right who rules that pick out and guesses among the other options. */
  contrarian: number;
  /** The share blind guessing gets right. */
  chance: number;
}

/** How the test-wise child, the child who distrusts that pick, and blind guessing do on ITEMS. */
export function testWiseScore(items: readonly Answerable[]): TestWiseScore {
  if (items.length === 0) return { testWise: 0, contrarian: 0, chance: 0 };
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    testWise: mean(items.map(testWiseChance)),
    contrarian: mean(items.map((item) => (1 - testWiseChance(item)) / (item.options.length - 1))),
    chance: mean(items.map((item) => 1 / item.options.length)),
  };
}
