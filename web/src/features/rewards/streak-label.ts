/** A run this long or longer is worth telling the child about. */
const STREAK_WORTH_SHOWING = 2;

/** "3 days in a row", from two days on: a missed day is never mentioned. */
export function streakLabel(days: number): string | null {
  return days >= STREAK_WORTH_SHOWING ? `${days} days in a row` : null;
}
