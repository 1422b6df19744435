import { bracketForAge, QUIZ_COUNTRIES, type QuizCountry, type SafetyCategory } from '@contract/constants.ts';
import type { PlaySettings, PrefillResponse } from '@contract/learners.ts';
import {
  type CategoryQuizBody,
  type CustomQuizBody,
  KNOW_MYSELF_QUESTION_COUNTS,
  QUIZ_LIMITS,
} from '@contract/quiz.ts';

type SavedDetails = PrefillResponse['prefillData'];

/** A tile's quiz: one of the safety areas (Know Myself among them), or a popular topic. */
export type TileQuiz = { kind: 'safety'; category: SafetyCategory } | { kind: 'topic'; topic: string };

/** The parent's count, shortened to what the plan allows for this kind of quiz. */
function questionCountFor(category: SafetyCategory, settings: PlaySettings, hasPremium: boolean): number {
  if (category === 'personal-info-recall') {
    const allowed: readonly number[] = hasPremium ? KNOW_MYSELF_QUESTION_COUNTS : QUIZ_LIMITS.freeKnowMyselfCounts;
    return allowed.includes(settings.questionCount) ? settings.questionCount : Math.max(...allowed);
  }
  return hasPremium ? settings.questionCount : QUIZ_LIMITS.freeQuestionCount;
}

/**
 * A safety quiz made from what the parent already saved: the child's details (for Know Myself)
 * and the space's settings, so the child never meets a form.
 */
export function categoryQuizRequest(
  category: SafetyCategory,
  saved: SavedDetails,
  settings: PlaySettings,
  hasPremium: boolean,
): CategoryQuizBody {
  const { firstName, lastName, age, country, ...details } = saved;
  const numQuestions = questionCountFor(category, settings, hasPremium);
  if (category === 'personal-info-recall') {
    return {
      category,
      firstName,
      lastName,
      country,
      numQuestions,
      ...details,
      age,
      difficultyLevel: settings.difficulty === 'Hard' ? 'Hard' : 'Normal',
    };
  }
  // A safety quiz carries nothing about the child: the server makes it for the active learner.
  return { category, country, numQuestions, ageBracket: bracketForAge(age), difficultyLevel: settings.difficulty };
}

/** A popular topic at the child's age, for the learner's country where topics are written for it. */
export function topicQuizRequest(topic: string, saved: SavedDetails, settings: PlaySettings): CustomQuizBody {
  const country: QuizCountry = (QUIZ_COUNTRIES as readonly string[]).includes(saved.country)
    ? (saved.country as QuizCountry)
    : 'UK';
  return {
    subject: topic,
    topic,
    childAge: saved.age,
    country,
    numQuestions: settings.questionCount,
    difficultyLevel: settings.difficulty === 'Hard' ? 'Advanced' : settings.difficulty,
  };
}
