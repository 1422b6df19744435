import type { SpellingWord, SpellingYear } from '../content.ts';
import { type ByAge, optionCountFor, rangeFor, type TopicGenerator, type TopicRequest } from './topic-generator.ts';

/**
 * Which school year's word list a child spells from. A child's age spans two school years in
 * England (a 7-year-old is in Year 2 or 3), so Medium takes the lists of both years, Easy the
 * earlier one and Advanced the later one. Years 7 to 11 carry on with words often misspelt at
 * secondary school.
 */
export const SPELLING_RANGES: ByAge<readonly SpellingYear[]> = [
  { upToAge: 5, levels: { Easy: ['year-1'], Medium: ['year-1'], Advanced: ['year-2'] } },
  { upToAge: 6, levels: { Easy: ['year-1'], Medium: ['year-1', 'year-2'], Advanced: ['year-2'] } },
  { upToAge: 7, levels: { Easy: ['year-2'], Medium: ['year-2', 'years-3-4'], Advanced: ['years-3-4'] } },
  { upToAge: 9, levels: { Easy: ['years-3-4'], Medium: ['years-3-4'], Advanced: ['years-5-6'] } },
  { upToAge: 11, levels: { Easy: ['years-3-4'], Medium: ['years-5-6'], Advanced: ['years-7-9'] } },
  { upToAge: 13, levels: { Easy: ['years-5-6'], Medium: ['years-7-9'], Advanced: ['years-10-11'] } },
  { upToAge: 16, levels: { Easy: ['years-7-9'], Medium: ['years-7-9', 'years-10-11'], Advanced: ['years-10-11'] } },
];

/** The word as the learner's country spells it: American spelling in the US, British elsewhere. */
export function spellingFor(entry: SpellingWord, country: TopicRequest['country']): string {
  return entry.spellings?.[country] ?? entry.word;
}

/** The question shows a clue, never the word: a sentence with a gap, or what the word means. */
function questionFor(entry: SpellingWord): string {
  return entry.clue.includes('…')
    ? `Which spelling fills the gap? ${entry.clue}`
    : `The word means ${entry.clue}. Which spelling is right?`;
}

export const spelling: TopicGenerator = (request, random, content) => {
  const years = rangeFor(SPELLING_RANGES, request);
  const words = content.spellingLists.filter((list) => years.includes(list.year)).flatMap((list) => list.words);
  if (words.length === 0) return undefined;
  const entry = random.pick(words);
  const word = spellingFor(entry, request.country);
  const wrong = random.shuffle(entry.misspellings).slice(0, optionCountFor(request.age) - 1);
  return {
    id: `spelling:${entry.word}`,
    question: questionFor(entry),
    options: random.shuffle([word, ...wrong]),
    correctAnswer: word,
    explanation: `The right spelling is ${word}.`,
    skill: 'Spelling',
  };
};
