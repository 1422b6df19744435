import type { AgeBracket, LearnerCountry } from '../contract/constants.ts';
import type { LearnerDetails } from '../contract/learners.ts';
import type { AnswerMode, QuestionImage } from '../contract/quiz.ts';
import type { KnowMyselfPlan } from './know-myself/mastery.ts';

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
      /** The learner's own country: it decides every number, service and word the child is taught. */
      country: LearnerCountry;
      /** For a learner in "other": the emergency number the parent entered (2–4 digits), if any. */
      emergencyNumber?: string;
      count: number;
      /** Item ids the learner saw recently, newest quiz first; chosen last, the oldest of them first. */
      recentIds?: readonly string[];
    }
  | {
      kind: 'popular';
      topic: string;
      age: number;
      difficulty: (typeof BRAIN_BOOSTER_LEVELS)[number];
      country: LearnerCountry;
      count: number;
      recentIds?: readonly string[];
    }
  | {
      kind: 'know-myself';
      child: KnowMyselfChild;
      difficulty: (typeof KNOW_MYSELF_DIFFICULTIES)[number];
      country: LearnerCountry;
      count: number;
      recentIds?: readonly string[];
      /** From `planKnowMyself` over the learner's progress; without it every detail is new. */
      plan?: KnowMyselfPlan;
    };

/** What the parent entered about the child. */
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
  /**
   * A computed question: the fact it practises, however it is worded (8 × 9, 9 × 8 and 72 ÷ 9 are
   * one; a country's flag and its capital are one country). A quiz asks a fact once while its
   * generator has other facts to give.
   */
  fact?: string;
  /** Know Myself: the key of the child's detail it asks, under which the learner's progress is kept. */
  detail?: string;
  /** Know Myself, ages 10+: a postcode or part of a number may be typed from memory, checked leniently. */
  answerMode?: AnswerMode;
  /** Text that is the child's own details (and their look-alikes): never measured for length or reading level. */
  ownDetails?: readonly string[];
}
