import type { AgeBracket, QuizCountry } from '../contract/constants.ts';
import type { ContentCountry } from './countries.ts';

/** A vetted safety item as the banks in content/ hold it. */
export interface SafetyItem {
  id: string;
  objective: string;
  difficulty: 'Easy' | 'Medium' | 'Hard' | 'Normal';
  countries: readonly ContentCountry[];
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
  countries?: readonly QuizCountry[];
  question: string;
  options: readonly string[];
  correctAnswer: string;
  explanation: string;
}

export interface CountryFact {
  name: string;
  capital: string;
  continent: string;
  /** A plain description of the flag, for "whose flag is this?" questions; absent when none is kept. */
  flag?: string;
}

/** Everything the engine reads; content/ loads it from its data files. */
export interface EngineContent {
  safety: Record<
    'personal-info' | 'general-safety' | 'digital-safety' | 'health-hygiene',
    Partial<Record<AgeBracket, readonly SafetyItem[]>>
  >;
  topics: Record<string, readonly TopicItem[]>;
  countries: readonly CountryFact[];
  /** Statutory spelling lists, by the youngest age they suit. */
  spellingWords: readonly { word: string; minAge: number; maxAge: number; countries?: readonly QuizCountry[] }[];
}
