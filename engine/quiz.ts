import type { AgeBracket, QuizCountry } from '../contract/constants.ts';
import type { LearnerDetails } from '../contract/learners.ts';
import type { QuestionImage } from '../contract/quiz.ts';

export const SAFETY_DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export const BRAIN_BOOSTER_LEVELS = ['Easy', 'Medium', 'Advanced'] as const;
export const KNOW_MYSELF_DIFFICULTIES = ['Normal', 'Hard'] as const;

export type SafetyBankCategory = 'general-safety' | 'digital-safety' | 'health-hygiene';

export type QuizRequest =
  | {
      kind: 'safety';
      category: SafetyBankCategory;
      bracket: AgeBracket;
      difficulty: (typeof SAFETY_DIFFICULTIES)[number];
      country: QuizCountry;
      count: number;
      /** Item ids the learner saw recently; chosen last. */
      recentIds?: readonly string[];
    }
  | {
      kind: 'popular';
      topic: string;
      age: number;
      difficulty: (typeof BRAIN_BOOSTER_LEVELS)[number];
      country: QuizCountry;
      count: number;
      recentIds?: readonly string[];
    }
  | {
      kind: 'know-myself';
      child: KnowMyselfChild;
      difficulty: (typeof KNOW_MYSELF_DIFFICULTIES)[number];
      country: QuizCountry;
      count: number;
      recentIds?: readonly string[];
    };

/** What the parent entered about the child (SPEC section 3). */
export interface KnowMyselfChild extends LearnerDetails {
  firstName: string;
  lastName: string;
  age: number;
}

export interface GeneratedQuestion {
  /** A stable id for bank items; a template or generator name plus its inputs otherwise. */
  id: string;
  question: string;
  /** A picture the question is about (a flag); the question cannot be answered without it. */
  image?: QuestionImage;
  options: string[];
  correctAnswer: string;
  explanation: string;
  /** What the question practises: a curriculum objective or a topic skill, for strengths and improvements. */
  skill: string;
}
