/**
 * The words a bank's questions use that say what its topic is about, for finding a topic by a
 * typed subject (contract/topic-match.ts). Written to contract/topic-words.json by
 * `npm run content:topic-words`; a test keeps that file in step with the banks.
 */
import { subjectRoots } from '../contract/topic-match.ts';
import type { TopicItem } from '../engine/content.ts';

/** Words in more banks than this say little about any one topic ("animal", "because"). */
const MAX_BANKS_SHARING = 2;
/** A word in a single question may be chance; it must come up in this many. */
const MIN_QUESTIONS = 2;
const WORDS_PER_TOPIC = 30;

export function bankWords(topics: Record<string, readonly TopicItem[]>): Record<string, string[]> {
  const counts = Object.entries(topics).map(([topic, items]) => {
    const questionsUsing = new Map<string, number>();
    for (const item of items) {
      const roots = subjectRoots(`${item.question} ${item.correctAnswer} ${item.explanation}`);
      for (const root of new Set(roots.filter((root) => /^[a-z]{4,}$/.test(root)))) {
        questionsUsing.set(root, (questionsUsing.get(root) ?? 0) + 1);
      }
    }
    return [topic, questionsUsing] as const;
  });
  const banksUsing = new Map<string, number>();
  for (const [, questionsUsing] of counts) {
    for (const root of questionsUsing.keys()) banksUsing.set(root, (banksUsing.get(root) ?? 0) + 1);
  }
  return Object.fromEntries(
    counts
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([topic, questionsUsing]) => [
        topic,
        [...questionsUsing]
          .filter(([root, questions]) => questions >= MIN_QUESTIONS && (banksUsing.get(root) ?? 0) <= MAX_BANKS_SHARING)
          .sort(([rootA, a], [rootB, b]) => b - a || rootA.localeCompare(rootB))
          .slice(0, WORDS_PER_TOPIC)
          .map(([root]) => root),
      ]),
  );
}
