/**
 * Making a quiz from the banks: a safety area, Know Myself from the child's details, or a popular
 * topic, with a share of AI-made questions when a model is configured. A custom subject goes to
 * the model (ai-streaming.ts).
 */
import { randomInt } from 'node:crypto';
import {
  bracketForAge,
  isTopicForAge,
  type LearnerCountry,
  minimumAgeFor,
  POPULAR_TOPICS,
  SAFETY_CATEGORY_INFO,
  type SafetyCategory,
} from '../../../contract/constants.ts';
import type { LearnerDetails } from '../../../contract/learners.ts';
import { detailIssues, inCountryForm } from '../../../contract/phone-and-postcode.ts';
import {
  type CategoryQuizBody,
  type CustomQuizBody,
  type GenerateQuizResponse,
  KNOW_MYSELF_CATEGORY,
  type KnowMyselfQuizBody,
  QUIZ_LIMITS,
  QUIZ_MESSAGES,
  type QuizType,
} from '../../../contract/quiz.ts';
import type { EngineContent } from '../../../engine/content.ts';
import { englishFor } from '../../../engine/countries.ts';
import {
  generateQuiz,
  NotEnoughQuestionsError,
  TOPIC_GENERATORS,
  UnknownTopicError,
} from '../../../engine/generate-quiz.ts';
import { knowMyselfDetails, planKnowMyself } from '../../../engine/know-myself.ts';
import type { GeneratedQuestion, QuizRequest } from '../../../engine/quiz.ts';
import { createRandom } from '../../../engine/random.ts';
import type { ValidationContext } from '../../../engine/validate-question.ts';
import type { VarietyPromptInput } from '../../adapters/ai/prompts.ts';
import { type Clock, calendarDay } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { WithAccount } from '../../db/unit-of-work.ts';
import { AppError } from '../../errors.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { Plan } from '../billing/entitlements.ts';
import { type LearnersService, withSavedDetails } from '../learners/learners.service.ts';
import type { AiQuizGenerator } from './ai-quiz-generator.ts';
import { createQuizRepo, type QuizRow } from './quiz.repo.ts';
import type { QuestionRows } from './quiz-questions.ts';
import { activityWindows, assertMayStartQuiz } from './quota.ts';

const SAFETY_QUIZ_TYPES: Record<SafetyCategory, QuizType> = {
  'personal-info-recall': 'personal-info',
  'general-safety': 'general-safety',
  'digital-safety': 'digital-safety',
  'health-hygiene': 'health-hygiene',
};

/** The share of a bank-made quiz a model may supply when one is configured. */
const AI_VARIETY_SHARE = 0.2;

/** What a Brain Booster quiz keeps of its form: the settings only, nothing about the child. */
export function brainBoosterSettings(body: CustomQuizBody) {
  return { difficulty: body.difficultyLevel, count: body.numQuestions, age: body.childAge, country: body.country };
}

/**
 * Only the details a Know Myself quiz may use on PLAN: sibling rows with a name, pets with both
 * fields, non-blank info, and the premium sections on premium only.
 */
export function keptDetails(body: LearnerDetails, plan: Plan, country: LearnerCountry): LearnerDetails {
  const isPremium = plan === 'premium';
  // Numbers and the postcode are kept, and taught, as the country writes them ("07912 345678").
  return inCountryForm(keptAsEntered(body, isPremium), country);
}

function keptAsEntered(body: LearnerDetails, isPremium: boolean): LearnerDetails {
  return {
    birthday: body.birthday || undefined,
    parent1Name: body.parent1Name || undefined,
    parent1Phone: body.parent1Phone || undefined,
    parent1RelationshipType: body.parent1RelationshipType,
    parent2Name: body.parent2Name || undefined,
    parent2Phone: body.parent2Phone || undefined,
    parent2RelationshipType: body.parent2RelationshipType,
    phoneNumber: body.phoneNumber || undefined,
    city: body.city || undefined,
    homeAddress: body.homeAddress || undefined,
    // School Information, Siblings and Important Information are premium sections.
    ...(isPremium
      ? {
          schoolName: body.schoolName || undefined,
          teacherName: body.teacherName || undefined,
          gradeLevel: body.gradeLevel || undefined,
          siblings: (body.siblings ?? []).filter((sibling) => sibling.name.trim() !== ''),
          importantInfo: (body.importantInfo ?? []).filter((info) => info.trim() !== ''),
        }
      : {}),
    pets: (body.pets ?? []).filter((pet) => pet.type.trim() !== '' && pet.name.trim() !== ''),
  };
}

/**
 * QUIZ, telling the parent when some of its QUESTIONS are ones the learner met in their latest
 * quizzes: the engine repeats one only when too few unseen ones are left for the count asked.
 */
function withFreshness(
  quiz: GenerateQuizResponse,
  questions: readonly GeneratedQuestion[],
  recentIds: readonly string[],
  name: string,
): GenerateQuizResponse {
  const recent = new Set(recentIds);
  const fresh = questions.filter((question) => !recent.has(question.id)).length;
  return fresh === questions.length
    ? quiz
    : { ...quiz, notice: QUIZ_MESSAGES.someSeenBefore(fresh, questions.length, name) };
}

export interface StoredGeneration {
  generator: 'ai' | 'offline+ai';
  model: string;
  promptVersion: string;
  /** Known up front for variety; a streamed quiz records it when the model is done. */
  generationMs?: number;
}

export interface QuizMeta {
  kind: QuizRow['kind'];
  quizType: QuizType;
  subject: string;
  title: string;
  settings: Record<string, unknown>;
  countsTowardAllowance: boolean;
  /** Who made the questions; the offline engine unless given. */
  generation?: StoredGeneration;
  /** Set while a model is still sending questions: the number it was asked for. */
  expectedCount?: number;
}

interface GenerationDeps {
  db: Database;
  withAccount: WithAccount;
  learners: LearnersService;
  billing: BillingService;
  content: EngineContent;
  questionRows: QuestionRows;
  clock: Clock;
  /** A seed per quiz; tests pass a fixed one. */
  seed?: () => number;
  ai?: AiQuizGenerator;
}

export function createQuizGeneration({
  db,
  withAccount,
  learners,
  billing,
  content,
  questionRows,
  clock,
  seed,
  ai,
}: GenerationDeps) {
  const nextSeed = seed ?? (() => randomInt(0, 2 ** 31));
  const repo = createQuizRepo(db);

  function generate(request: QuizRequest): GeneratedQuestion[] {
    try {
      return generateQuiz(request, content, createRandom(nextSeed()));
    } catch (error) {
      if (error instanceof NotEnoughQuestionsError || error instanceof UnknownTopicError) {
        throw new AppError('SERVICE_UNAVAILABLE', QUIZ_MESSAGES.generationFailed);
      }
      throw error;
    }
  }

  /**
   * Stores a new quiz with its first QUESTIONS in one unit of work: the plan's allowance is checked
   * on what the account has used, and the quiz and its use of the allowance are written together.
   */
  async function store(
    userId: string,
    learnerId: string,
    plan: Plan,
    meta: QuizMeta,
    questions: GeneratedQuestion[],
  ): Promise<QuizRow> {
    const quiz = { id: crypto.randomUUID(), userId, kind: meta.kind, learnerId };
    const bound = await questionRows.forQuiz(quiz);
    const rows = questions.map((question, position) => bound.toRow(position, questionRows.fromGenerated(question)));
    return withAccount(userId, async (tx) => {
      const locked = createQuizRepo(tx);
      const now = clock();
      assertMayStartQuiz(plan, meta.countsTowardAllowance, await locked.activity(userId, activityWindows(now)));
      const row = await locked.insert(
        {
          ...quiz,
          quizType: meta.quizType,
          subject: meta.subject,
          title: meta.title,
          settings: meta.settings,
          countsTowardAllowance: meta.countsTowardAllowance,
          generator: 'offline',
          ...meta.generation,
          isGenerating: meta.expectedCount !== undefined,
          questionCount: meta.expectedCount ?? questions.length,
          startedAt: now,
        },
        rows,
      );
      await locked.recordUse(userId, 'new-quiz', row.id, now);
      return row;
    });
  }

  /** The quiz as stored, for the player: the questions were just made, so none is met yet. */
  function describeNew(row: QuizRow, childName: string, questions: GeneratedQuestion[]) {
    return questionRows.describeQuiz(
      row,
      childName,
      questions.map((question) => ({ ...questionRows.fromGenerated(question), removedOptions: [] })),
    );
  }

  /**
   * When a model is configured and the parent allows it, about a fifth of a bank-made quiz comes
   * from the model instead, checked like every AI-made question; on any trouble the bank's stay.
   */
  async function mixInAi(
    learner: { aiEnabled: boolean },
    questions: GeneratedQuestion[],
    input: Omit<VarietyPromptInput, 'count'>,
    context: ValidationContext,
  ): Promise<{ questions: GeneratedQuestion[]; generation?: StoredGeneration }> {
    if (!ai || !learner.aiEnabled) return { questions };
    const wanted = Math.max(1, Math.round(questions.length * AI_VARIETY_SHARE));
    const variety = await ai.variety({ ...input, count: wanted }, context);
    const inBank = new Set(questions.map((question) => question.question.toLowerCase()));
    const extra = variety.questions.filter((question) => !inBank.has(question.question.toLowerCase()));
    if (extra.length === 0) return { questions };
    const mixed = [...questions.slice(0, questions.length - extra.length), ...extra];
    return {
      questions: createRandom(nextSeed()).shuffle(mixed),
      generation: {
        generator: 'offline+ai',
        model: variety.model,
        promptVersion: variety.promptVersion,
        generationMs: variety.latencyMs,
      },
    };
  }

  async function knowMyself(
    userId: string,
    learner: { id: string },
    plan: Plan,
    body: KnowMyselfQuizBody,
  ): Promise<GenerateQuizResponse> {
    // A number or postcode the child will learn by heart must be a real one in their country.
    // Checked here rather than in the request schema, which the web bundles: the numbering plans stay on the server.
    const issues = detailIssues(body, body.country);
    if (issues.length > 0) throw new AppError('BAD_REQUEST', issues.map((issue) => issue.message).join(' '));
    const allowed =
      plan === 'premium'
        ? body.numQuestions <= QUIZ_LIMITS.premiumKnowMyselfMax
        : (QUIZ_LIMITS.freeKnowMyselfCounts as readonly number[]).includes(body.numQuestions);
    if (!allowed) throw new AppError('PREMIUM_REQUIRED', QUIZ_MESSAGES.premiumKnowMyself);
    const given = keptDetails(body, plan, body.country);
    // The quiz asks about every detail known of the child: one the form left blank (it may have
    // opened before the last quiz saved it) keeps its saved value.
    const saved = await learners.savedDetails(userId, learner.id);
    const details = keptDetails(withSavedDetails(saved, given), plan, body.country);
    const child = { firstName: body.firstName, lastName: body.lastName, age: body.age, ...details };
    // What the child already knows decides what is asked: missed and due details first, known ones rest.
    const learning = planKnowMyself(
      knowMyselfDetails(child, englishFor(body.country), body.country),
      await learners.knowMyselfProgress(userId, learner.id),
      calendarDay(clock()),
    );
    const questions = generate({
      kind: 'know-myself',
      child,
      difficulty: body.difficultyLevel,
      country: body.country,
      count: body.numQuestions,
      recentIds: await repo.recentItemIds(userId, learner.id),
      plan: learning,
    });
    const row = await store(
      userId,
      learner.id,
      plan,
      {
        kind: 'know-myself',
        quizType: 'personal-info',
        subject: 'personal-info-recall',
        title: 'Know Myself',
        settings: { difficulty: body.difficultyLevel, count: body.numQuestions, age: body.age, country: body.country },
        countsTowardAllowance: false,
      },
      questions,
    );
    await learners.saveDetails(userId, learner.id, given);
    const quiz = describeNew(row, body.firstName, questions);
    return learning.allKnown ? { ...quiz, notice: QUIZ_MESSAGES.allKnownReview } : quiz;
  }

  return {
    store,

    async categoryQuiz(userId: string, body: CategoryQuizBody): Promise<GenerateQuizResponse> {
      const learner = await learners.activeForQuiz(userId);
      if (!learner) throw new AppError('BAD_REQUEST', QUIZ_MESSAGES.noLearner);
      const { plan } = await billing.entitlements(userId);
      if (body.category === KNOW_MYSELF_CATEGORY) return knowMyself(userId, learner, plan, body);
      if (plan === 'free' && body.numQuestions > QUIZ_LIMITS.freeQuestionCount) {
        throw new AppError('PREMIUM_REQUIRED', QUIZ_MESSAGES.premiumQuestions);
      }
      const country = body.country;
      // Only a learner in "other" has a number of their own; any other country's numbers are the engine's.
      const emergencyNumber = country === 'other' ? learner.emergencyNumber : undefined;
      const bracket = body.ageBracket;
      const info = SAFETY_CATEGORY_INFO.find((entry) => entry.slug === body.category);
      const title = info?.title ?? 'Safety quiz';
      const recentIds = await repo.recentItemIds(userId, learner.id);
      const bankQuestions = generate({
        kind: 'safety',
        category: body.category,
        bracket,
        difficulty: body.difficultyLevel,
        country,
        emergencyNumber,
        count: body.numQuestions,
        recentIds,
      });
      const { questions, generation } = await mixInAi(
        learner,
        bankQuestions,
        {
          area: title,
          isSafetySkills: true,
          age: Number(bracket.split('-')[0]) + 1,
          country,
          emergencyNumber,
          difficulty: body.difficultyLevel,
        },
        { bracket, country, emergencyNumber, isSafetySkills: true },
      );
      const row = await store(
        userId,
        learner.id,
        plan,
        {
          kind: 'safety',
          quizType: SAFETY_QUIZ_TYPES[body.category],
          subject: body.category,
          title,
          settings: { difficulty: body.difficultyLevel, count: body.numQuestions, ageBracket: bracket, country },
          // Only a quiz taken on the free plan uses its allowance (once its first question is answered).
          countsTowardAllowance: plan === 'free',
          generation,
        },
        questions,
      );
      return withFreshness(describeNew(row, learner.firstName, questions), questions, recentIds, learner.firstName);
    },

    /** The popular topic the offline engine can make for BODY's subject, if there is one. */
    offlineTopic(body: CustomQuizBody): string | undefined {
      const wanted = (body.topic || body.subject).trim().toLowerCase();
      const topic = POPULAR_TOPICS.find((name) => name.toLowerCase() === wanted);
      const isOffline =
        topic !== undefined && (TOPIC_GENERATORS[topic] !== undefined || content.topics[topic] !== undefined);
      return isOffline ? topic : undefined;
    },

    async topicQuiz(
      userId: string,
      learner: { id: string; firstName: string; age: number; country: LearnerCountry; aiEnabled: boolean },
      plan: Plan,
      topic: string,
      body: CustomQuizBody,
    ): Promise<GenerateQuizResponse> {
      // Neither the learner nor the age the quiz is pitched at may be below the topic's minimum.
      if (!isTopicForAge(topic, Math.min(learner.age, body.childAge), learner.country)) {
        throw new AppError('BAD_REQUEST', QUIZ_MESSAGES.topicTooYoung(topic, minimumAgeFor(topic, learner.country)));
      }
      const recentIds = await repo.recentItemIds(userId, learner.id);
      const bankQuestions = generate({
        kind: 'popular',
        topic,
        age: body.childAge,
        difficulty: body.difficultyLevel,
        country: body.country,
        count: body.numQuestions,
        recentIds,
      });
      const { questions, generation } = await mixInAi(
        learner,
        bankQuestions,
        {
          area: topic,
          isSafetySkills: false,
          age: body.childAge,
          country: body.country,
          difficulty: body.difficultyLevel,
        },
        { bracket: bracketForAge(body.childAge), country: body.country, isSafetySkills: false },
      );
      const row = await store(
        userId,
        learner.id,
        plan,
        {
          kind: 'popular',
          quizType: 'custom',
          subject: topic,
          title: topic,
          settings: brainBoosterSettings(body),
          countsTowardAllowance: false,
          generation,
        },
        questions,
      );
      return withFreshness(describeNew(row, learner.firstName, questions), questions, recentIds, learner.firstName);
    },
  };
}

export type QuizGeneration = ReturnType<typeof createQuizGeneration>;
