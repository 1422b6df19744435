import * as z from 'zod';
import {
  AGE_BRACKETS,
  LEARNER_COUNTRIES,
  MAX_LEARNER_AGE,
  MIN_LEARNER_AGE,
  QUIZ_COUNTRIES,
  SAFETY_CATEGORIES,
  type SafetyCategory,
} from './constants.ts';
import { LearnerDetails } from './learners.ts';
import { personName, plainLine, text } from './text.ts';

export const QUIZ_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  minimumAge: `Minimum age is ${MIN_LEARNER_AGE}`,
  maximumAge: `Maximum age is ${MAX_LEARNER_AGE}`,
  categoryRequired: 'Choose a quiz category',
  countryRequired: 'Please select a country',
  subjectRequired: 'Please enter a subject',
  subjectTooShort: 'Subject must be at least 3 characters',
  subjectTooLong: 'Subject must be at most 100 characters',
  descriptionTooLong: 'Description must be at most 500 characters',
  questionCount: 'Choose a number of questions from the list',
  allKnownReview: 'You know all your details! Here is a short review to keep them fresh.',
  difficulty: 'Choose a difficulty from the list',
  ageBracket: 'Choose an age group from the list',
  noOnlineSafetyForFourToSix: 'Online Safety starts at age 7. Choose an older age group.',
  noLearner: 'Please add a learner profile on your dashboard first.',
  readOnlyLearner: 'This learner is read-only on the free plan. Make them the active learner or upgrade to premium.',
  premiumQuestions: 'Want longer quizzes? Upgrade to premium and unlock up to 25 questions per quiz.',
  premiumKnowMyself:
    'Want longer quizzes? Upgrade to premium and unlock up to 20 (Know Myself) or 25 questions per quiz.',
  premiumTopics: 'Popular Topic and Custom quizzes require premium access. Upgrade to unlock all question counts.',
  monthlyLimit:
    'You have reached your monthly limit of 5 free safety quizzes. Upgrade to premium for unlimited quizzes.',
  activityLimit: 'Unusually high activity. Account under review.',
  resetLimit: 'That is a lot of fresh starts for one day. Try a new quiz, or come back tomorrow.',
  aiUnavailable: 'Our AI quiz engine is taking a quick breather. Please try again in a moment.',
  aiNotConfigured: 'Custom subjects are not switched on here. Pick one of the Popular Topics instead.',
  aiTooMany: 'That is a lot of new quizzes in one minute. Please wait a moment and try again.',
  stillGenerating: 'This quiz is still being made. Please wait a moment and try again.',
  generationStopped:
    'The quiz maker stopped before all the questions were ready. The ones that arrived can still be played, or you can make a new quiz.',
  aiOffForLearner:
    'AI-made quizzes are switched off for this learner. Pick one of the Popular Topics, or switch AI on in their profile.',
  notFound: 'Quiz not found',
  notYourTurn: 'That question is not the current one.',
  alreadyCompleted: 'This quiz is already finished.',
  notCompleted: 'This quiz is not finished yet.',
  notAnOption: 'Choose one of the answers shown.',
  hintUnavailable: 'No hint is available for this question.',
  generationFailed: 'Failed to generate quiz. Please try again.',
  /** A popular topic asked for a learner younger than the topic is for. */
  topicTooYoung: (topic: string, minimumAge: number) =>
    `${topic} is for learners aged ${minimumAge} and over. Please choose another Popular Topic.`,
  /** Told when a quiz could not be made only of questions the learner has not seen recently. */
  someSeenBefore: (fresh: number, total: number, name: string) =>
    fresh === 0
      ? `${name} has seen all ${total} of these questions before — a second go helps them stick.`
      : `${fresh} of these ${total} questions ${fresh === 1 ? 'is' : 'are'} new for ${name} — the rest are ones ${name} has seen before, and a second go helps them stick.`,
} as const;

/** Limits on quiz generation by plan (server-enforced). */
export const QUIZ_LIMITS = {
  freeQuestionCount: 5,
  freeKnowMyselfCounts: [5, 10],
  premiumMaxQuestions: 25,
  premiumKnowMyselfMax: 20,
  freeMonthlySafetyQuizzes: 5,
  /** Retakes and fresh starts of quizzes, per learner and UTC day. */
  resetsPerLearnerPerDay: 20,
  /** Beyond these a premium account is paused for review ("Unusually high activity"). */
  premiumActivity: { daily: 60, weekly: 250, monthly: 600 },
} as const;

export const SAFETY_QUESTION_COUNTS = [5, 10, 15, 20, 25] as const;
export const KNOW_MYSELF_QUESTION_COUNTS = [5, 10, 15, 20] as const;
export const BRAIN_BOOSTER_QUESTION_COUNTS = [5, 10, 15, 20, 25, 30, 40, 50] as const;
export const SAFETY_DIFFICULTY_LEVELS = ['Easy', 'Medium', 'Hard'] as const;
export const KNOW_MYSELF_DIFFICULTY_LEVELS = ['Normal', 'Hard'] as const;
export const BRAIN_BOOSTER_DIFFICULTY_LEVELS = ['Easy', 'Medium', 'Advanced'] as const;

export const QUIZ_TYPES = ['personal-info', 'general-safety', 'digital-safety', 'health-hygiene', 'custom'] as const;
export type QuizType = (typeof QUIZ_TYPES)[number];

const country = z.enum(QUIZ_COUNTRIES, { error: QUIZ_MESSAGES.countryRequired });
/** A safety quiz is written for the learner's own country, whichever it is: numbers and services differ. */
const learnerCountry = z.enum(LEARNER_COUNTRIES, { error: QUIZ_MESSAGES.countryRequired });
const numQuestions = z
  .number({ error: QUIZ_MESSAGES.questionCount })
  .int(QUIZ_MESSAGES.questionCount)
  .min(5, QUIZ_MESSAGES.questionCount)
  .max(50, QUIZ_MESSAGES.questionCount);

/** A count from LIST, with the one message for any other number. */
const countFrom = (list: readonly number[]) =>
  numQuestions.refine((count) => list.includes(count), QUIZ_MESSAGES.questionCount);

/** The one category that makes a Know Myself quiz; every other is a safety area. */
export const KNOW_MYSELF_CATEGORY = 'personal-info-recall' satisfies SafetyCategory;
export const SAFETY_AREA_CATEGORIES = SAFETY_CATEGORIES.filter(
  (category): category is Exclude<SafetyCategory, typeof KNOW_MYSELF_CATEGORY> => category !== KNOW_MYSELF_CATEGORY,
);
export type SafetyAreaCategory = (typeof SAFETY_AREA_CATEGORIES)[number];

/**
 * A Know Myself quiz: the questions are the child's own details, so the body carries them (the
 * server keeps them for next time, and a detail left blank keeps its saved value).
 */
export const KnowMyselfQuizBody = z.strictObject({
  category: z.literal(KNOW_MYSELF_CATEGORY),
  firstName: personName(QUIZ_MESSAGES.firstNameRequired, 60),
  lastName: personName(QUIZ_MESSAGES.lastNameRequired, 60),
  age: z
    .number({ error: QUIZ_MESSAGES.minimumAge })
    .int(QUIZ_MESSAGES.minimumAge)
    .min(MIN_LEARNER_AGE, QUIZ_MESSAGES.minimumAge)
    .max(MAX_LEARNER_AGE, QUIZ_MESSAGES.maximumAge),
  country: learnerCountry,
  numQuestions: countFrom(KNOW_MYSELF_QUESTION_COUNTS),
  difficultyLevel: z.enum(KNOW_MYSELF_DIFFICULTY_LEVELS, { error: QUIZ_MESSAGES.difficulty }),
  ...LearnerDetails.shape,
});
export type KnowMyselfQuizBody = z.infer<typeof KnowMyselfQuizBody>;

/**
 * A safety-area quiz: settings only. Nothing about the child travels with it; the server takes
 * the learner's name from their profile.
 */
export const SafetyQuizBody = z
  .strictObject({
    category: z.enum(SAFETY_AREA_CATEGORIES),
    ageBracket: z.enum(AGE_BRACKETS, { error: QUIZ_MESSAGES.ageBracket }),
    country: learnerCountry,
    numQuestions: countFrom(SAFETY_QUESTION_COUNTS),
    difficultyLevel: z.enum(SAFETY_DIFFICULTY_LEVELS, { error: QUIZ_MESSAGES.difficulty }),
  })
  .refine((body) => !(body.category === 'digital-safety' && body.ageBracket === '4-6'), {
    path: ['ageBracket'],
    message: QUIZ_MESSAGES.noOnlineSafetyForFourToSix,
  });
export type SafetyQuizBody = z.infer<typeof SafetyQuizBody>;

/** POST /api/generate-category-quiz: one of the two products, told apart by `category`. */
export const CategoryQuizBody = z.discriminatedUnion('category', [KnowMyselfQuizBody, SafetyQuizBody], {
  error: QUIZ_MESSAGES.categoryRequired,
});
export type CategoryQuizBody = z.infer<typeof CategoryQuizBody>;

/** POST /api/generate-custom-quiz: custom subjects and popular topics. */
export const CustomQuizBody = z.strictObject({
  subject: plainLine('The subject', { error: QUIZ_MESSAGES.subjectRequired })
    .trim()
    .min(1, QUIZ_MESSAGES.subjectRequired)
    .min(3, QUIZ_MESSAGES.subjectTooShort)
    .max(100, QUIZ_MESSAGES.subjectTooLong),
  description: text().trim().max(500, QUIZ_MESSAGES.descriptionTooLong).optional(),
  /** A popular topic's preset name; it overrides the subject. */
  topic: plainLine('The topic').trim().max(100).optional(),
  childAge: z
    .number({ error: QUIZ_MESSAGES.minimumAge })
    .int()
    .min(MIN_LEARNER_AGE, QUIZ_MESSAGES.minimumAge)
    .max(MAX_LEARNER_AGE, QUIZ_MESSAGES.maximumAge),
  country,
  numQuestions: countFrom(BRAIN_BOOSTER_QUESTION_COUNTS),
  difficultyLevel: z.enum(BRAIN_BOOSTER_DIFFICULTY_LEVELS, { error: QUIZ_MESSAGES.difficulty }),
});
export type CustomQuizBody = z.infer<typeof CustomQuizBody>;

/**
 * A picture shown with a question. Only flags so far: `flag` is the country's ISO 3166-1 alpha-2
 * code (the player draws the flag from its own set) and `alt` says in words what the flag shows,
 * so a child who cannot see the picture can still answer.
 */
export const QuestionImage = z.object({
  flag: z.string().regex(/^[A-Z]{2}$/),
  alt: z.string().min(1).max(200),
});
export type QuestionImage = z.infer<typeof QuestionImage>;

/**
 * How a question is answered: chosen from its options, or typed (a learner of 10 or more giving
 * their postcode or part of a number from memory). A typed question keeps its options, for a
 * player that cannot show a text box.
 */
export const ANSWER_MODES = ['choose', 'type'] as const;
export type AnswerMode = (typeof ANSWER_MODES)[number];

/** What a typed answer is compared by: case, spaces, dots, dashes and brackets do not count. */
export function typedAnswerKey(text: string): string {
  return text
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s.\-()]/g, '');
}

/** "ls6-2ab" is "LS6 2AB"; "345 678" is "345678". An empty answer is never right. */
export function isTypedAnswerRight(correctAnswer: string, typed: string): boolean {
  const key = typedAnswerKey(typed);
  return key !== '' && key === typedAnswerKey(correctAnswer);
}

/**
 * A typed answer that is nearly right: one character wrong, missing or extra, two neighbours
 * swapped, or the right digits in the wrong order. Such a slip is worth a "So close!".
 */
export function isNearMiss(correctAnswer: string, typed: string): boolean {
  const right = typedAnswerKey(correctAnswer);
  const given = typedAnswerKey(typed);
  if (given === '' || given === right) return false;
  const sameDigits = /^\d+$/.test(right) && [...right].sort().join('') === [...given].sort().join('');
  return sameDigits || isOneEditAway(right, given);
}

function isOneEditAway(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const differsA = a.slice(start, endA);
  const differsB = b.slice(start, endB);
  if (differsA.length <= 1 && differsB.length <= 1) return true;
  return differsA.length === 2 && differsB === [...differsA].reverse().join('');
}

/**
 * What a learner knows of one of their own details, as the server keeps it (sealed) and the
 * account export shows it. The engine's mastery rules read and write this shape.
 */
export const KnowMyselfDetailProgress = z.object({
  /** Stable key ("street", "parent1-phone", "health:3f9a1c"). */
  detail: z.string(),
  timesAsked: z.number(),
  timesRight: z.number(),
  /** Distinct days answered right since the last wrong answer, while learning. */
  rightDays: z.array(z.string()),
  mastered: z.boolean(),
  /** Reviews passed since mastering; picks the next gap. */
  reviews: z.number(),
  /** The first day it should be asked again. */
  nextDue: z.string(),
  lastAsked: z.string().optional(),
});
export type KnowMyselfDetailProgress = z.infer<typeof KnowMyselfDetailProgress>;

export const KNOW_MYSELF_STATUSES = ['known', 'right-once', 'learning', 'not-asked'] as const;
export type KnowMyselfStatus = (typeof KNOW_MYSELF_STATUSES)[number];

/** What a learner knows of their own details (GET /api/learners/:id/know-myself-progress). */
export const KnowMyselfProgressResponse = z.object({
  details: z.array(
    z.object({
      /** Stable key ("street", "parent1-phone", "health:3f9a1c"). */
      detail: z.string(),
      /** In the parent's words ("Mum's number", "Postcode", or the health entry itself). */
      label: z.string(),
      timesAsked: z.number(),
      timesRight: z.number(),
      mastered: z.boolean(),
      /**
       * What "knows" means, for the parent's words: known once right on two different days;
       * right once so far ("one more day to be sure"); still learning (missed last time); never asked.
       */
      status: z.enum(KNOW_MYSELF_STATUSES),
      /** The day it was last asked; null for a detail never asked. */
      lastAsked: z.string().nullable(),
      /** The day ("2026-11-25") it is next asked; null for a detail never asked. */
      nextDue: z.string().nullable(),
    }),
  ),
});
export type KnowMyselfProgressResponse = z.infer<typeof KnowMyselfProgressResponse>;

/** A question as the player sees it before answering: no correct answer, no explanation. */
export const PlayerQuestion = z.object({
  question: z.string(),
  /** Shown with the question when present; older quizzes and most topics have none. */
  image: QuestionImage.optional(),
  options: z.array(z.string()),
  /**
   * For children of 6 and under: a picture for each option, in order (a name from the app's
   * picture set, drawn from `/pictures/{name}.svg`-style files the web app ships). Left out when
   * any option would lack one.
   */
  optionPictures: z.array(z.string().regex(/^[a-z0-9-]+$/)).optional(),
  /** Left out, the answer is chosen from the options. */
  answerMode: z.enum(ANSWER_MODES).optional(),
  /** Options a hint has taken away. */
  removedOptions: z.array(z.string()),
  /** Filled in once answered. */
  userAnswer: z.string().optional(),
  isCorrect: z.boolean().optional(),
  correctAnswer: z.string().optional(),
  explanation: z.string().optional(),
});
export type PlayerQuestion = z.infer<typeof PlayerQuestion>;

export const GenerateQuizResponse = z.object({
  sessionId: z.string(),
  title: z.string(),
  quizType: z.enum(QUIZ_TYPES),
  childName: z.string(),
  /** The questions ready so far: all of them, unless the quiz is still being generated. */
  questions: z.array(PlayerQuestion),
  /** How many questions the quiz has (the target while generating; it can only shrink). */
  questionCount: z.number(),
  /** True while the rest of the questions are still arriving from the model. */
  isGenerating: z.boolean(),
  /** Know Myself when every detail is known and none is due: the quiz is a short review, and says so. */
  notice: z.string().optional(),
});
export type GenerateQuizResponse = z.infer<typeof GenerateQuizResponse>;

export const QuizResponse = GenerateQuizResponse.extend({
  /** The model stopped (failed, or was given up on) before sending every question it was asked for. */
  generationStopped: z.boolean(),
  currentQuestionIndex: z.number(),
  score: z.number(),
  isCompleted: z.boolean(),
});
export type QuizResponse = z.infer<typeof QuizResponse>;

/** A quiz left unfinished for longer than this is not offered to carry on. */
export const UNFINISHED_QUIZ_DAYS = 7;

/** GET /api/learners/:id/unfinished-quiz: the quiz the child's space offers to carry on, if any. */
export const UnfinishedQuizResponse = z.object({
  quiz: z
    .object({
      sessionId: z.string(),
      quizType: z.enum(QUIZ_TYPES),
      title: z.string(),
      currentQuestionIndex: z.number(),
      questionCount: z.number(),
    })
    .nullable(),
});
export type UnfinishedQuiz = z.infer<typeof UnfinishedQuizResponse>['quiz'];

export const QuizParams = z.object({ sessionId: text().max(64) });
/** `after`: how many questions the player already has; the answer then carries only the newer ones. */
export const QuizQuery = z.strictObject({ after: z.coerce.number().int().min(0).max(100).optional() });

export const AnswerBody = z.strictObject({
  questionIndex: z.number({ error: 'questionIndex is required' }).int().min(0).max(99),
  /** One of the options; for a typed question (`answerMode: 'type'`), the child's own text. */
  selectedAnswer: text({ error: QUIZ_MESSAGES.notAnOption }).min(1, QUIZ_MESSAGES.notAnOption).max(300),
  /** Sent by older clients; the server decides correctness itself and ignores this. */
  isCorrect: z.boolean().optional(),
});
export const AnswerResponse = z.object({
  newScore: z.number(),
  currentQuestionIndex: z.number(),
  isCompleted: z.boolean(),
  isCorrect: z.boolean(),
  correctAnswer: z.string(),
  explanation: z.string(),
});
export type AnswerResponse = z.infer<typeof AnswerResponse>;

export const HintBody = z.strictObject({ questionIndex: z.number().int().min(0).max(99) });
export const HintResponse = z.object({ removedOption: z.string() });

export const ResultsResponse = z.object({
  score: z.number(),
  total: z.number(),
  percentage: z.number(),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
  feedback: z.string(),
  questionsWithAnswers: z.array(
    z.object({
      question: z.string(),
      options: z.array(z.string()),
      correctAnswer: z.string(),
      userAnswer: z.string().nullable(),
      /** 'type' when the child typed the answer: userAnswer is then what they typed. */
      answerMode: z.enum(ANSWER_MODES).optional(),
      isCorrect: z.boolean(),
      explanation: z.string(),
    }),
  ),
});
export type QuizResults = z.infer<typeof ResultsResponse>;

/** A finished quiz is kept for its history; its retake is a fresh copy with its own id. */
export const ResetResponse = z.object({
  success: z.literal(true),
  sessionId: z.string(),
  currentQuestionIndex: z.literal(0),
  score: z.literal(0),
});

const Usage = z.object({ used: z.number(), limit: z.number() });
export const QuotaStatusResponse = z.object({
  userType: z.enum(['free', 'premium']),
  monthlySafetyQuizzes: z.object({ used: z.number(), limit: z.number(), remaining: z.number() }),
  activity: z.object({ daily: Usage, weekly: Usage, monthly: Usage }),
});
export type QuotaStatus = z.infer<typeof QuotaStatusResponse>;

/** Result messages by band: 100, 80+, 60+, 40+ and below. */
export function feedbackFor(percentage: number, score: number, total: number): string {
  if (percentage === 100) return `Perfect score! You got all ${total} right. Amazing work!`;
  if (percentage >= 80) return `Great job! You got ${score} out of ${total} right.`;
  if (percentage >= 60) return `Good effort! You got ${score} out of ${total} right. Keep practising!`;
  if (percentage >= 40) return `Nice try! You got ${score} out of ${total} right. Let's practise a bit more.`;
  return `Keep going! You got ${score} out of ${total} right. Every try helps you learn.`;
}
