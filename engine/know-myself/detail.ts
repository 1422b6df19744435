import type { AgeBracket, LearnerCountry, QuizCountry } from '../../contract/constants.ts';
import type { KnowMyselfChild } from '../quiz.ts';
import type { Random } from '../random.ts';

/** What a detail's question is built from: the child, the countries and the quiz's dice. */
export interface BuildContext {
  child: KnowMyselfChild;
  /** The country of the quiz's wording (mum or mom). */
  country: QuizCountry;
  /** The learner's own country, whose number and address forms the options follow. */
  formats: LearnerCountry;
  bracket: AgeBracket;
  isHard: boolean;
  random: Random;
  /** How many wrong options the bracket wants. */
  wrongCount: number;
  /** First names of everyone in the home, never offered as a wrong name. */
  household: readonly string[];
}

export interface BuiltQuestion {
  question: string;
  correctAnswer: string;
  wrong: string[];
  explanation: string;
  /** Parts of the question that are the child's own details (a name, the start of a number). */
  shown?: string[];
  /** A postcode or a chunk of a number: from 10, typed from memory rather than chosen. */
  typeable?: boolean;
}

/** One thing the child should know, with a stable key its progress is kept under. */
export interface Detail {
  /** Stable across quizzes and edits elsewhere in the form ("street", "parent1-phone", "health:3f9a1c"). */
  key: string;
  /** How the parent sees it ("Mum's number", "Postcode"). */
  label: string;
  /** Asked in every quiz until mastered: the address, a grown-up's number, each health entry. */
  mustAsk: boolean;
  /** Once known, reviewed at the short must-ask gaps: the address and the first grown-up's number. */
  reviewOften?: boolean;
  skill: string;
  from: AgeBracket;
  until?: AgeBracket;
  build(context: BuildContext): BuiltQuestion | undefined;
}

/** A short stable key for free text (a health entry, a sibling), so reordering the list keeps progress. */
export function textKey(text: string): string {
  let hash = 0x811c9dc5;
  for (const character of text.trim().toLowerCase()) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0').slice(0, 6);
}

export function firstWord(text: string): string {
  return text.trim().split(/\s+/)[0] ?? '';
}

/** TEXT with its last word swapped for each of REPLACEMENTS. */
export function withLastWord(text: string, replacements: readonly string[]): string[] {
  const words = text.trim().split(/\s+/);
  return replacements.map((replacement) => [...words.slice(0, -1), replacement].join(' '));
}
