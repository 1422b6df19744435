import { isTopicForAge, type LearnerCountry, POPULAR_TOPICS, type PopularTopic } from './constants.ts';
import { TOPIC_VOCABULARY } from './topic-vocabulary.ts';
import BANK_WORDS from './topic-words.json';
import { rootOf, wordsOf } from './words.ts';

/** Words that say nothing about a subject. */
const FILLER = new Set([
  'and',
  'the',
  'for',
  'kids',
  'quiz',
  'about',
  'with',
  'how',
  'your',
  'own',
  'made',
  'fun',
  'all',
  'some',
  'learn',
  'learning',
  'question',
  'questions',
  'basics',
  'things',
  'like',
  // Words of the topics' names that name no subject: "trains" is not about "Times Tables Training".
  'training',
  'challenge',
  'practice',
  'knowledge',
  'skills',
  'trivia',
]);

/**
 * The roots of TEXT's words that can name a subject. A root taken twice, so "Viking" and
 * "Vikings" meet at the same one; "math" and "Maths" do too.
 */
export function subjectRoots(text: string): string[] {
  return wordsOf(text)
    .filter((word) => word.length >= 3 && !FILLER.has(word))
    .map((word) => rootOf(rootOf(word)));
}

/** The same word, or one a longer form of the other ("volcano", "volcanoe"; "invent", "inventor"). */
function isSameWord(a: string, b: string): boolean {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return shorter === longer || (shorter.length >= 6 && longer.startsWith(shorter));
}

/**
 * How strongly a root points at a topic: its name, then its listed subjects, then its bank's
 * words; a root found in more than one of them adds up ("planets" is in Space and Planets Quiz's
 * name and its subjects, but only in Planet Earth and Nature's name).
 */
const WEIGHTS = { title: 3, vocabulary: 2, bank: 1 } as const;

interface TopicWords {
  topic: PopularTopic;
  weights: Map<string, number>;
  /** Listed subjects of more than one word ("water cycle"), as roots. */
  phrases: string[][];
}

let topicWords: TopicWords[] | undefined;

function wordsOfTopics(): TopicWords[] {
  topicWords ??= POPULAR_TOPICS.map((topic) => {
    const weights = new Map<string, number>();
    const add = (roots: readonly string[], weight: number) => {
      for (const root of new Set(roots)) weights.set(root, weight + (weights.get(root) ?? 0));
    };
    add((BANK_WORDS as Record<string, readonly string[]>)[topic] ?? [], WEIGHTS.bank);
    const listed = TOPIC_VOCABULARY[topic].map(subjectRoots);
    add(listed.flat(), WEIGHTS.vocabulary);
    add(subjectRoots(topic), WEIGHTS.title);
    return { topic, weights, phrases: listed.filter((roots) => roots.length > 1) };
  });
  return topicWords;
}

function scoreOf({ weights, phrases }: TopicWords, wanted: readonly string[]): number {
  const words = wanted.reduce((sum, root) => {
    let best = 0;
    for (const [word, weight] of weights) if (weight > best && isSameWord(root, word)) best = weight;
    return sum + best;
  }, 0);
  // A whole listed subject typed ("the water cycle") counts for more than its words apart.
  const whole = phrases.filter((phrase) => phrase.every((root) => wanted.includes(root))).length;
  return words + whole * WEIGHTS.vocabulary;
}

/**
 * The popular topics a typed subject is about, best first, found by meaning: the topic's name, the
 * subjects it covers, and the words of its questions (plurals and endings aside). Topics scoring
 * under half the best are left out, so a word one bank happens to use does not trail after the
 * topics really about it. With AGE, only the topics for a learner of that age (and COUNTRY).
 */
export function topicsMatching(
  subject: string,
  { age, country, limit = 6 }: { age?: number; country?: LearnerCountry; limit?: number } = {},
): PopularTopic[] {
  const wanted = [...new Set(subjectRoots(subject))];
  if (wanted.length === 0) return [];
  const scored = wordsOfTopics()
    .filter(({ topic }) => age === undefined || isTopicForAge(topic, age, country))
    .map((words) => ({ topic: words.topic, score: scoreOf(words, wanted) }));
  const best = Math.max(0, ...scored.map((entry) => entry.score));
  return scored
    .filter((entry) => entry.score > 0 && entry.score * 2 >= best)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((entry) => entry.topic);
}
