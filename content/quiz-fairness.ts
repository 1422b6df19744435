/**
 * The guessers and the give-away check run over quizzes the engine really makes: what a child
 * meets, computed topics and Know Myself included, not only the banks' items one by one.
 */
import {
  AGE_BRACKETS,
  type AgeBracket,
  isTopicForAge,
  LEARNER_COUNTRIES,
  type LearnerCountry,
  POPULAR_TOPICS,
} from '../contract/constants.ts';
import type { EngineContent } from '../engine/content.ts';
import { generateQuiz } from '../engine/generate-quiz.ts';
import { giveAwayPairs } from '../engine/give-away.ts';
import { FAMILIES, familyChild } from '../engine/know-myself/families.fixture.ts';
import { BRAIN_BOOSTER_LEVELS, type GeneratedQuestion, type QuizRequest, SAFETY_DIFFICULTIES } from '../engine/quiz.ts';
import { createRandom } from '../engine/random.ts';
import { guesserShortfalls } from './option-fairness.ts';

export interface QuizFairnessReport {
  /** The guessers above their bound, per scope. */
  shortfalls: string[];
  /** Quizzes in which one question names another's answer. */
  giveAways: string[];
  quizzes: number;
}

/** An age for each bracket, for the topics asked by age. */
const AGE_IN_BRACKET: Record<AgeBracket, number> = { '4-6': 5, '7-9': 8, '10-12': 11, '13-16': 14 };

interface Scope {
  label: string;
  requests: QuizRequest[];
}

function safetyScopes(quizzesPerCountry: number): Scope[] {
  return (['general-safety', 'digital-safety', 'health-hygiene'] as const).flatMap((category) =>
    AGE_BRACKETS.filter((bracket) => category !== 'digital-safety' || bracket !== '4-6').flatMap((bracket) =>
      SAFETY_DIFFICULTIES.map((difficulty) => ({
        label: `${category} ${bracket} ${difficulty} quizzes`,
        requests: LEARNER_COUNTRIES.flatMap((country) =>
          Array.from({ length: quizzesPerCountry }, () => ({
            kind: 'safety' as const,
            category,
            bracket,
            difficulty,
            country,
            count: 10,
          })),
        ),
      })),
    ),
  );
}

function topicScopes(quizzesPerLevel: number): Scope[] {
  const countries: LearnerCountry[] = ['UK', 'US', 'AU', 'IE'];
  return POPULAR_TOPICS.flatMap((topic) =>
    AGE_BRACKETS.filter((bracket) => isTopicForAge(topic, AGE_IN_BRACKET[bracket])).map((bracket) => ({
      label: `${topic} ${bracket} quizzes`,
      requests: BRAIN_BOOSTER_LEVELS.flatMap((difficulty) =>
        countries.flatMap((country) =>
          Array.from({ length: quizzesPerLevel }, () => ({
            kind: 'popular' as const,
            topic,
            age: AGE_IN_BRACKET[bracket],
            difficulty,
            country,
            count: 10,
          })),
        ),
      ),
    })),
  );
}

function knowMyselfScopes(quizzesPerFamily: number): Scope[] {
  return AGE_BRACKETS.map((bracket) => ({
    label: `Know Myself ${bracket} quizzes`,
    requests: Object.keys(FAMILIES).flatMap((family) =>
      LEARNER_COUNTRIES.flatMap((country) =>
        (['Normal', 'Hard'] as const).flatMap((difficulty) =>
          Array.from({ length: quizzesPerFamily }, () => ({
            kind: 'know-myself' as const,
            child: familyChild(family, country, AGE_IN_BRACKET[bracket]),
            difficulty,
            country,
            count: 10,
          })),
        ),
      ),
    ),
  }));
}

const describeRequest = (request: QuizRequest) =>
  request.kind === 'safety'
    ? `${request.category} ${request.bracket} ${request.difficulty} ${request.country}`
    : request.kind === 'popular'
      ? `${request.topic} age ${request.age} ${request.difficulty} ${request.country}`
      : `Know Myself age ${request.child.age} ${request.difficulty} ${request.country}`;

/**
 * Generates QUIZZES_PER quizzes for every scope's country, family or level (seeded, so the lint
 * gives the same answer each run) and measures the guessers over all their questions.
 */
export function checkGeneratedQuizzes(content: EngineContent, quizzesPer = 3): QuizFairnessReport {
  const scopes = [...safetyScopes(quizzesPer), ...topicScopes(quizzesPer), ...knowMyselfScopes(quizzesPer)];
  const shortfalls: string[] = [];
  const giveAways: string[] = [];
  let seed = 0;
  for (const scope of scopes) {
    const asked: GeneratedQuestion[] = [];
    for (const request of scope.requests) {
      seed += 1;
      const quiz = generateQuiz(request, content, createRandom(seed));
      asked.push(...quiz);
      for (const [first, second] of giveAwayPairs(quiz)) {
        giveAways.push(
          `${describeRequest(request)} (seed ${seed}): "${first.question}" / "${second.question}" (answers "${first.correctAnswer}", "${second.correctAnswer}")`,
        );
      }
    }
    // The same question met in many quizzes counts once per meeting, as the child meets it.
    shortfalls.push(...guesserShortfalls(scope.label, asked));
  }
  return { shortfalls, giveAways, quizzes: seed };
}
