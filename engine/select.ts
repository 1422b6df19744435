import type { Random } from './random.ts';

export interface Selectable {
  id: string;
  skill: string;
}

/** Recent ids come newest first, a quiz at a time; this many make up about one quiz. */
const IDS_PER_QUIZ = 25;

/**
 * Picks COUNT distinct items. What the learner has not seen recently comes first, the asked
 * difficulty (tier 0) before the others; then what they saw longest ago. A fresh question at a
 * neighbouring difficulty teaches more than the same question again. Within a rank, skills are
 * taken in turn so one quiz covers as many as it can.
 */
export function selectItems<T extends Selectable>(
  candidates: readonly T[],
  count: number,
  random: Random,
  options: { recentIds?: readonly string[]; tier?: (item: T) => number } = {},
): T[] {
  const recentIds = options.recentIds ?? [];
  const lastSeen = new Map<string, number>();
  recentIds.forEach((id, position) => {
    if (!lastSeen.has(id)) lastSeen.set(id, position);
  });
  const oldestQuiz = Math.floor(Math.max(0, recentIds.length - 1) / IDS_PER_QUIZ);
  const tierOf = options.tier ?? (() => 0);
  const tiers = 1 + Math.max(0, ...candidates.map(tierOf));
  const staleness = (item: T) => {
    const position = lastSeen.get(item.id);
    return position === undefined ? 0 : 1 + oldestQuiz - Math.floor(position / IDS_PER_QUIZ);
  };
  const unique = [...new Map(candidates.map((item) => [item.id, item])).values()];
  const ranked = random
    .shuffle(unique)
    .map((item) => ({ item, rank: staleness(item) * tiers + tierOf(item) }))
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
