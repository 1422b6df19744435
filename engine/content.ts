import type { AgeBracket, LearnerCountry, QuizCountry } from '../contract/constants.ts';
import type { ItemCountry } from './countries.ts';

/** A vetted safety item as the banks in content/ hold it. */
export interface SafetyItem {
  id: string;
  objective: string;
  difficulty: 'Easy' | 'Medium' | 'Hard' | 'Normal';
  countries: readonly ItemCountry[];
  question: string;
  options: readonly string[];
  correctAnswer: string;
  explanation: string;
}

/** A Brain Booster bank item. */
export interface TopicItem {
  id: string;
  ages: readonly [number, number];
  difficulty: 'Easy' | 'Medium' | 'Advanced';
  /** Only for learners in these countries; every learner where absent. */
  countries?: readonly LearnerCountry[];
  question: string;
  options: readonly string[];
  correctAnswer: string;
  explanation: string;
}

/** A UN member state whose capital is not disputed. */
export interface CountryFact {
  /** ISO 3166-1 alpha-2, as flag pictures are named. */
  code: string;
  name: string;
  capital: string;
  /** Absent for a country that lies in, or is counted in, two continents. */
  continent?: string;
  /** A plain description of the flag: its picture's text alternative; absent when none is written. */
  flag?: string;
}

export const SPELLING_YEARS = ['year-1', 'year-2', 'years-3-4', 'years-5-6', 'years-7-9', 'years-10-11'] as const;
export type SpellingYear = (typeof SPELLING_YEARS)[number];

export interface SpellingWord {
  word: string;
  /** What the word means, or a sentence with a gap (…) it fills: the question never shows the word. */
  clue: string;
  /** Misspellings children make; none is a real word, so no two options sound alike. */
  misspellings: readonly string[];
  /** The word in a country whose spelling differs (US "color" for "colour"). */
  spellings?: Partial<Record<QuizCountry, string>>;
}

export interface SpellingList {
  year: SpellingYear;
  name: string;
  words: readonly SpellingWord[];
}

/** A Space and Planets fact; its question is also its id, so no two facts ask the same thing. */
export interface SpaceFact {
  /** 1 (first things about the sky) to 5 (stars' lives and the far Solar System): see SPACE_RANGES. */
  level: number;
  /** The youngest age the fact is asked at, where its words or idea are beyond the level's youngest. */
  minAge?: number;
  /** Only for learners in these countries (a national first, say); every country where absent. */
  countries?: readonly QuizCountry[];
  ask: string;
  answer: string;
  wrong: readonly [string, string, string];
  /** The explanation shown after the answer. */
  why: string;
}

/** Everything the engine reads; content/ loads it from its data files. */
export interface EngineContent {
  safety: Record<
    'personal-info' | 'general-safety' | 'digital-safety' | 'health-hygiene',
    Partial<Record<AgeBracket, readonly SafetyItem[]>>
  >;
  topics: Record<string, readonly TopicItem[]>;
  countries: readonly CountryFact[];
  /** Spelling word lists by school year, easiest first. */
  spellingLists: readonly SpellingList[];
  spaceFacts: readonly SpaceFact[];
}
