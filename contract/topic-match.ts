import { POPULAR_TOPICS, type PopularTopic } from './constants.ts';

/** Words that say nothing about a subject. */
const FILLER = new Set(['and', 'the', 'for', 'kids', 'quiz', 'about', 'with', 'how', 'your', 'own', 'made', 'fun']);

function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]+/g) ?? [])
    .filter((word) => word.length >= 3 && !FILLER.has(word))
    .map((word) => word.replace(/(es|s)$/, ''));
}

/**
 * The popular topics a typed subject is about, best first: a topic shares a word with the subject
 * (plurals aside, and "math" finds "Maths"). For when custom subjects cannot be made.
 */
export function topicsMatching(subject: string, limit = 6): PopularTopic[] {
  const wanted = wordsOf(subject);
  if (wanted.length === 0) return [];
  return POPULAR_TOPICS.map((topic) => {
    const words = wordsOf(topic);
    const score = wanted.filter((word) =>
      words.some((candidate) => candidate.startsWith(word) || word.startsWith(candidate)),
    ).length;
    return { topic, score };
  })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((entry) => entry.topic);
}
