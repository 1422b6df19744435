import type { Random } from './random.ts';

export interface Selectable {
  id: string;
  skill: string;
}

/**
 * Picks COUNT distinct items: better tiers first (the asked difficulty before the others), items
 * the learner has not seen recently before those they have, and skills taken in turn so one quiz
 * covers as many as it can.
 */
export function selectItems<T extends Selectable>(
  candidates: readonly T[],
  count: number,
  random: Random,
  options: { recentIds?: readonly string[]; tier?: (item: T) => number } = {},
): T[] {
  const recent = new Set(options.recentIds ?? []);
  const tierOf = options.tier ?? (() => 0);
  const unique = [...new Map(candidates.map((item) => [item.id, item])).values()];
  const ranked = random
    .shuffle(unique)
    .map((item) => ({ item, rank: tierOf(item) * 2 + (recent.has(item.id) ? 1 : 0) }))
    .sort((a, b) => a.rank - b.rank);

  const chosen: T[] = [];
  for (const rank of [...new Set(ranked.map((entry) => entry.rank))]) {
    const bySkill = new Map<string, T[]>();
    for (const entry of ranked.filter((candidate) => candidate.rank === rank)) {
      bySkill.set(entry.item.skill, [...(bySkill.get(entry.item.skill) ?? []), entry.item]);
    }
    const queues = random.shuffle([...bySkill.values()]);
    while (chosen.length < count && queues.some((queue) => queue.length > 0)) {
      for (const queue of queues) {
        const next = queue.shift();
        if (next && chosen.length < count) chosen.push(next);
      }
    }
    if (chosen.length >= count) break;
  }
  return chosen;
}

/** The options in a fresh order, so the right answer's place carries no clue. */
export function shuffleOptions<T extends { options: readonly string[] }>(item: T, random: Random): T {
  return { ...item, options: random.shuffle(item.options) };
}
