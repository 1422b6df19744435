/** Whether the length of the options gives the answer away. */

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
