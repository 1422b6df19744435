import { randomInt } from 'node:crypto';
import type { HistoryEntry } from '../../../contract/analytics.ts';
import {
  AI_GENERATIONS_PER_MINUTE,
  bracketForAge,
  POPULAR_TOPICS,
  SAFETY_CATEGORY_INFO,
  type SafetyCategory,
} from '../../../contract/constants.ts';
import type { LearnerDetails } from '../../../contract/learners.ts';
import {
  type AnswerResponse,
  type CategoryQuizBody,
  type CustomQuizBody,
  feedbackFor,
  type GenerateQuizResponse,
  type PlayerQuestion,
  QUIZ_LIMITS,
  QUIZ_MESSAGES,
  type QuizResults,
  type QuizSession,
  type QuizType,
  type QuotaStatus,
} from '../../../contract/quiz.ts';
import { percentageOf } from '../../../contract/scores.ts';
import type { EngineContent } from '../../../engine/content.ts';
import {
  generateQuiz,
  NotEnoughQuestionsError,
  TOPIC_GENERATORS,
  UnknownTopicError,
} from '../../../engine/generate-quiz.ts';
import type { GeneratedQuestion, QuizRequest } from '../../../engine/quiz.ts';
import { createRandom } from '../../../engine/random.ts';
import type { ValidationContext } from '../../../engine/validate-question.ts';
import { PROMPT_VERSION, type VarietyPromptInput } from '../../adapters/ai/prompts.ts';
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter.ts';
import type { Clock } from '../../clock.ts';
import type { SealedBox } from '../../crypto/sealed-box.ts';
import { AppError } from '../../errors.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { Plan } from '../billing/entitlements.ts';
import type { LearnersService } from '../learners/learners.service.ts';
import type { AiQuizGenerator } from './ai-quiz-generator.ts';
import type { ActivityWindows, QuizProgress, QuizRepo, QuizSessionRow, QuizState } from './quiz.repo.ts';
import { createQuizSeal, type PlayedQuestion } from './sealed-quiz.ts';

const SAFETY_QUIZ_TYPES: Record<SafetyCategory, QuizType> = {
  'personal-info-recall': 'personal-info',
  'general-safety': 'general-safety',
  'digital-safety': 'digital-safety',
  'health-hygiene': 'health-hygiene',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a Brain Booster quiz keeps of its form: the settings only, nothing about the child. */
function brainBoosterSettings(body: CustomQuizBody) {
  return { difficulty: body.difficultyLevel, count: body.numQuestions, age: body.childAge, country: body.country };
}

/** The share of a bank-made quiz a model may supply when one is configured. */
const AI_VARIETY_SHARE = 0.2;

interface StoredGeneration {
  generator: 'ai' | 'offline+ai';
  model: string;
  promptVersion: string;
  /** Known up front for variety; a streamed quiz records it when the model is done. */
  generationMs?: number;
}

/** How often a change is decided again when other writers keep changing the quiz under it. */
const CHANGE_ATTEMPTS = 5;

function startOfMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

function startOfWeek(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

function startOfDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The calendar day, week (from Monday) and month holding NOW, in UTC. */
function activityWindows(now: Date): ActivityWindows {
  return { day: startOfDay(now), week: startOfWeek(now), month: startOfMonth(now) };
}

/** Only what the form is meant to keep: sibling rows with a name, pets with both fields, non-blank info. */
export function keptDetails(body: CategoryQuizBody, plan: Plan): LearnerDetails {
  const isPremium = plan === 'premium';
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

/** A question as it was before the child met it. */
function unplayed({ userAnswer: _answer, isCorrect: _correct, ...question }: PlayedQuestion): PlayedQuestion {
  return { ...question, removedOptions: [] };
}

function toPlayer(question: PlayedQuestion): PlayerQuestion {
  const isAnswered = question.userAnswer !== undefined;
  return {
    question: question.question,
    options: question.options,
    removedOptions: question.removedOptions,
    ...(isAnswered
      ? {
          userAnswer: question.userAnswer,
          isCorrect: question.isCorrect,
          correctAnswer: question.correctAnswer,
          explanation: question.explanation,
        }
      : {}),
  };
}

interface QuizServiceDeps {
  repo: QuizRepo;
  learners: LearnersService;
  billing: BillingService;
  content: EngineContent;
  labels: Record<string, string>;
  sealedBox: SealedBox;
  clock: Clock;
  /** A seed per quiz; tests pass a fixed one. */
  seed?: () => number;
  /** The language model behind the pipeline, when one is configured. */
  ai?: AiQuizGenerator;
  /** Bounds how often one account may ask the model for a quiz. */
  limiter?: RateLimiter;
}

export function createQuizService({
  repo,
  learners,
  billing,
  content,
  labels,
  sealedBox,
  clock,
  seed,
  ai,
  limiter,
}: QuizServiceDeps) {
  const nextSeed = seed ?? (() => randomInt(0, 2 ** 31));

  const quizSeal = createQuizSeal(sealedBox);

  /**
   * Reads the quiz, lets DECIDE choose what to store (or throw), and stores it unless another
   * writer changed the quiz in between; then decides again on what that writer left. DECIDE
   * gets undefined when the quiz is not the user's; it returns the child's PROGRESS, other
   * VALUES, or neither to store nothing.
   */
  async function change<T>(
    userId: string,
    sessionId: string,
    decide: (
      row: QuizState | undefined,
      questions: PlayedQuestion[],
    ) => { progress?: QuizProgress; values?: Partial<QuizSessionRow>; result: T },
  ): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const row = await repo.findState(userId, sessionId);
      const questions = row ? await quizSeal.openWith(row, () => repo.sealedQuestions(userId, sessionId)) : [];
      const { progress, values, result } = decide(row, questions);
      if (!row) return result;
      const stored = progress
        ? await repo.storeProgressUnchanged(row, progress)
        : !values || (await repo.updateUnchanged(row, values));
      if (stored) return result;
      if (attempt === CHANGE_ATTEMPTS) throw new AppError('CONFLICT', QUIZ_MESSAGES.busy);
    }
  }

  async function findOwned(userId: string, sessionId: string): Promise<QuizSessionRow> {
    const row = await repo.find(userId, sessionId);
    if (!row) throw new AppError('NOT_FOUND', QUIZ_MESSAGES.notFound);
    return row;
  }

  async function activeLearner(userId: string) {
    const learner = await learners.activeForQuiz(userId);
    if (!learner) throw new AppError('BAD_REQUEST', QUIZ_MESSAGES.noLearner);
    return learner;
  }

  /** The free monthly allowance and premium's activity ceiling, checked under the account lock. */
  function allowanceCheck(plan: Plan, countsTowardAllowance: boolean) {
    return async (locked: { activity: QuizRepo['activity'] }, userId: string) => {
      const activity = await locked.activity(userId, activityWindows(clock()));
      if (plan === 'free') {
        if (countsTowardAllowance && activity.allowance >= QUIZ_LIMITS.freeMonthlySafetyQuizzes) {
          throw new AppError('MONTHLY_LIMIT', QUIZ_MESSAGES.monthlyLimit);
        }
        return;
      }
      const ceilings = QUIZ_LIMITS.premiumActivity;
      if (
        activity.daily >= ceilings.daily ||
        activity.weekly >= ceilings.weekly ||
        activity.monthly >= ceilings.monthly
      ) {
        throw new AppError('RATE_LIMITED', QUIZ_MESSAGES.activityLimit);
      }
    };
  }

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

  async function store(
    userId: string,
    learnerId: string,
    plan: Plan,
    meta: {
      kind: QuizSessionRow['kind'];
      quizType: QuizType;
      subject: string;
      title: string;
      settings: Record<string, unknown>;
      countsTowardAllowance: boolean;
      /** Who made the questions; the offline engine unless given. */
      generation?: StoredGeneration;
      /** Set while a model is still sending questions: the number it was asked for. */
      expectedCount?: number;
    },
    questions: GeneratedQuestion[],
  ): Promise<QuizSessionRow> {
    const check = allowanceCheck(plan, meta.countsTowardAllowance);
    const id = crypto.randomUUID();
    return repo.createUnderLock(userId, (locked) => check(locked, userId), {
      id,
      userId,
      learnerId,
      kind: meta.kind,
      quizType: meta.quizType,
      subject: meta.subject,
      title: meta.title,
      settings: meta.settings,
      countsTowardAllowance: meta.countsTowardAllowance,
      generator: 'offline',
      ...meta.generation,
      isGenerating: meta.expectedCount !== undefined,
      ...quizSeal.seal({ id, userId }, questions),
      questionIds: questions.map((question) => question.id),
      questionCount: meta.expectedCount ?? questions.length,
      startedAt: clock(),
    });
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

  /** Generations still streaming questions into stored quizzes; shutdown ends them and waits. */
  const streaming = new Set<Promise<void>>();
  const stopStreaming = new AbortController();

  async function appendQuestion(row: QuizSessionRow, question: GeneratedQuestion): Promise<void> {
    await change(row.userId, row.id, (current, questions) => ({
      values: current && {
        ...quizSeal.seal(current, [...questions, question]),
        questionIds: [...questions.map((stored) => stored.id), question.id],
      },
      result: undefined,
    }));
  }

  /** The model is done: the quiz keeps the questions it got, and ends if the child already answered them all. */
  async function finishGeneration(row: QuizSessionRow, latencyMs: number): Promise<void> {
    await change(row.userId, row.id, (current, questions) => {
      if (!current) return { result: undefined };
      const isCompleted = current.isCompleted || current.currentIndex >= questions.length;
      return {
        values: {
          isGenerating: false,
          questionCount: questions.length,
          generationMs: latencyMs,
          isCompleted,
          completedAt: isCompleted ? (current.completedAt ?? clock()) : null,
        },
        result: undefined,
      };
    });
  }

  /**
   * A custom subject, made by the language model behind the pipeline. The quiz is stored and
   * answered as soon as its first valid question arrives; the rest are added while the child
   * plays. A generation that fails before its first question stores nothing.
   */
  async function generateWithAi(
    userId: string,
    learner: { id: string; firstName: string; aiEnabled: boolean },
    plan: Plan,
    body: CustomQuizBody,
  ): Promise<GenerateQuizResponse> {
    if (!ai) throw new AppError('AI_SERVICE_UNAVAILABLE', QUIZ_MESSAGES.aiUnavailable);
    if (!learner.aiEnabled) throw new AppError('AI_SERVICE_UNAVAILABLE', QUIZ_MESSAGES.aiOffForLearner);
    const budget = await limiter?.hit(`ai-generation:${userId}`, AI_GENERATIONS_PER_MINUTE, 60_000);
    if (budget && !budget.allowed) {
      throw new AppError(
        'RATE_LIMITED',
        QUIZ_MESSAGES.aiTooMany,
        {},
        { 'retry-after': String(Math.max(1, Math.ceil(budget.retryAfterMs / 1000))) },
      );
    }
    const subject = body.subject.trim();
    let stored: QuizSessionRow | undefined;
    let firstStored: (row: QuizSessionRow) => void = () => {};
    const first = new Promise<QuizSessionRow>((resolve) => {
      firstStored = resolve;
    });
    const generation = ai.streamCustom(
      {
        subject,
        description: body.description || undefined,
        age: body.childAge,
        country: body.country,
        difficulty: body.difficultyLevel,
        count: body.numQuestions,
      },
      async (question) => {
        if (stored) return appendQuestion(stored, question);
        stored = await store(
          userId,
          learner.id,
          plan,
          {
            kind: 'custom',
            quizType: 'custom',
            subject,
            title: subject,
            settings: brainBoosterSettings(body),
            countsTowardAllowance: false,
            generation: { generator: 'ai', model: ai.modelName, promptVersion: PROMPT_VERSION },
            expectedCount: body.numQuestions,
          },
          [question],
        );
        firstStored(stored);
      },
      stopStreaming.signal,
    );
    const finished = generation.then(
      (outcome) => (stored ? finishGeneration(stored, outcome.latencyMs) : undefined),
      () => (stored ? finishGeneration(stored, 0) : undefined),
    );
    streaming.add(finished);
    void finished.finally(() => streaming.delete(finished));
    // The first stored question, or the reason there is none.
    const row = await Promise.race([first, generation.then(() => first)]);
    return describe(row, learner.firstName, quizSeal.open(row));
  }

  function describe(row: QuizSessionRow, childName: string, questions: PlayedQuestion[]): GenerateQuizResponse {
    return {
      sessionId: row.id,
      title: row.title,
      quizType: row.quizType as QuizType,
      childName,
      questions: questions.map(toPlayer),
      questionCount: row.questionCount,
      isGenerating: row.isGenerating,
    };
  }

  return {
    /** Ends generations still streaming (keeping the questions they delivered) and waits for them. */
    async settle(): Promise<void> {
      stopStreaming.abort();
      await Promise.allSettled([...streaming]);
    },

    async generateCategoryQuiz(userId: string, body: CategoryQuizBody): Promise<GenerateQuizResponse> {
      const learner = await activeLearner(userId);
      const { plan } = await billing.entitlements(userId);
      const isKnowMyself = body.category === 'personal-info-recall';
      const country = body.country;
      if (isKnowMyself) {
        const allowed =
          plan === 'premium'
            ? body.numQuestions <= QUIZ_LIMITS.premiumKnowMyselfMax
            : (QUIZ_LIMITS.freeKnowMyselfCounts as readonly number[]).includes(body.numQuestions);
        if (!allowed) throw new AppError('PREMIUM_REQUIRED', QUIZ_MESSAGES.premiumKnowMyself);
        const details = keptDetails(body, plan);
        const questions = generate({
          kind: 'know-myself',
          child: { firstName: body.firstName, lastName: body.lastName, age: body.age ?? learner.age, ...details },
          difficulty: body.difficultyLevel === 'Hard' ? 'Hard' : 'Normal',
          country,
          count: body.numQuestions,
          recentIds: await repo.recentQuestionIds(userId, learner.id),
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
            settings: { difficulty: body.difficultyLevel, count: body.numQuestions, age: body.age, country },
            countsTowardAllowance: false,
          },
          questions,
        );
        await learners.saveDetails(userId, learner.id, details);
        return describe(row, body.firstName, quizSeal.open(row));
      }

      if (plan === 'free' && body.numQuestions > QUIZ_LIMITS.freeQuestionCount) {
        throw new AppError('PREMIUM_REQUIRED', QUIZ_MESSAGES.premiumQuestions);
      }
      const bracket = body.ageBracket ?? bracketForAge(learner.age);
      const category = body.category as Exclude<SafetyCategory, 'personal-info-recall'>;
      const info = SAFETY_CATEGORY_INFO.find((entry) => entry.slug === body.category);
      const title = info?.title ?? 'Safety quiz';
      const bankQuestions = generate({
        kind: 'safety',
        category,
        bracket,
        difficulty: body.difficultyLevel === 'Normal' ? 'Medium' : body.difficultyLevel,
        country,
        count: body.numQuestions,
        recentIds: await repo.recentQuestionIds(userId, learner.id),
      });
      const { questions, generation } = await mixInAi(
        learner,
        bankQuestions,
        {
          area: title,
          isSafetySkills: true,
          age: Number(bracket.split('-')[0]) + 1,
          country,
          difficulty: body.difficultyLevel,
        },
        { bracket, country, isSafetySkills: true },
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
          // Minimisation: nothing personal from the form is kept for a non-Know-Myself quiz.
          settings: { difficulty: body.difficultyLevel, count: body.numQuestions, ageBracket: bracket, country },
          countsTowardAllowance: true,
          generation,
        },
        questions,
      );
      return describe(row, learner.firstName, quizSeal.open(row));
    },

    async generateCustomQuiz(userId: string, body: CustomQuizBody): Promise<GenerateQuizResponse> {
      const learner = await activeLearner(userId);
      const { plan } = await billing.entitlements(userId);
      if (plan !== 'premium') throw new AppError('PREMIUM_REQUIRED', QUIZ_MESSAGES.premiumTopics);
      if (body.numQuestions > QUIZ_LIMITS.premiumMaxQuestions) {
        throw new AppError('BAD_REQUEST', `Quizzes can have at most ${QUIZ_LIMITS.premiumMaxQuestions} questions.`);
      }
      const wanted = (body.topic || body.subject).trim().toLowerCase();
      const topic = POPULAR_TOPICS.find((name) => name.toLowerCase() === wanted);
      const isOffline =
        topic !== undefined && (TOPIC_GENERATORS[topic] !== undefined || content.topics[topic] !== undefined);
      if (!topic || !isOffline) return generateWithAi(userId, learner, plan, body);
      const bankQuestions = generate({
        kind: 'popular',
        topic,
        age: body.childAge,
        difficulty: body.difficultyLevel,
        country: body.country,
        count: body.numQuestions,
        recentIds: await repo.recentQuestionIds(userId, learner.id),
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
      return describe(row, learner.firstName, quizSeal.open(row));
    },

    async session(userId: string, sessionId: string): Promise<QuizSession> {
      const row = await findOwned(userId, sessionId);
      const learner = await learners.activeForQuiz(userId);
      return {
        ...describe(row, learner?.id === row.learnerId ? learner.firstName : '', quizSeal.open(row)),
        currentQuestionIndex: row.currentIndex,
        score: row.score,
        isCompleted: row.isCompleted,
      };
    },

    /** The server decides what is correct; a client's own verdict is never asked for. */
    async answer(
      userId: string,
      sessionId: string,
      questionIndex: number,
      selectedAnswer: string,
    ): Promise<AnswerResponse> {
      return change(userId, sessionId, (row, questions) => {
        if (!row) throw new AppError('NOT_FOUND', QUIZ_MESSAGES.notFound);
        if (row.isCompleted) throw new AppError('CONFLICT', QUIZ_MESSAGES.alreadyCompleted);
        if (questionIndex !== row.currentIndex) throw new AppError('CONFLICT', QUIZ_MESSAGES.notYourTurn);
        const question = questions[questionIndex];
        if (!question) throw new AppError('CONFLICT', QUIZ_MESSAGES.notYourTurn);
        if (!question.options.includes(selectedAnswer) || question.removedOptions.includes(selectedAnswer)) {
          throw new AppError('BAD_REQUEST', QUIZ_MESSAGES.notAnOption);
        }
        const isCorrect = selectedAnswer === question.correctAnswer;
        const answered = questions.with(questionIndex, { ...question, userAnswer: selectedAnswer, isCorrect });
        const nextIndex = questionIndex + 1;
        // While a model is still sending questions, the quiz ends only once it has sent them all.
        const isCompleted = nextIndex >= questions.length && !row.isGenerating;
        const newScore = row.score + (isCorrect ? 1 : 0);
        return {
          progress: {
            sealedProgress: quizSeal.sealProgress(row, answered),
            currentIndex: nextIndex,
            score: newScore,
            isCompleted,
            completedAt: isCompleted ? clock() : null,
          },
          result: {
            newScore,
            currentQuestionIndex: nextIndex,
            isCompleted,
            isCorrect,
            correctAnswer: question.correctAnswer,
            explanation: question.explanation,
          },
        };
      });
    },

    /** Takes one wrong option away: once per question, before answering, and only from three or more. */
    async hint(userId: string, sessionId: string, questionIndex: number): Promise<{ removedOption: string }> {
      return change(userId, sessionId, (row, questions) => {
        if (!row) throw new AppError('NOT_FOUND', QUIZ_MESSAGES.notFound);
        if (row.isCompleted || questionIndex !== row.currentIndex) {
          throw new AppError('CONFLICT', QUIZ_MESSAGES.hintUnavailable);
        }
        const question = questions[questionIndex];
        if (
          !question ||
          question.removedOptions.length > 0 ||
          question.options.length < 3 ||
          question.userAnswer !== undefined
        ) {
          throw new AppError('CONFLICT', QUIZ_MESSAGES.hintUnavailable);
        }
        const wrong = question.options.filter((option) => option !== question.correctAnswer);
        const removedOption = wrong[randomInt(0, wrong.length)] ?? '';
        const hinted = questions.with(questionIndex, { ...question, removedOptions: [removedOption] });
        const { currentIndex, score, isCompleted, completedAt } = row;
        const sealedProgress = quizSeal.sealProgress(row, hinted);
        return {
          progress: { sealedProgress, currentIndex, score, isCompleted, completedAt },
          result: { removedOption },
        };
      });
    },

    /** A learner's finished quizzes in a date range, newest first, each with its question-by-question review. */
    async history(
      userId: string,
      learnerId: string,
      range: { from?: Date; to?: Date },
      limit: number,
    ): Promise<{ entries: HistoryEntry[]; truncated: boolean }> {
      const rows = await repo.completedBetween(userId, learnerId, range, limit + 1);
      return {
        truncated: rows.length > limit,
        entries: rows.slice(0, limit).map((row) => ({
          id: row.id,
          title: row.title,
          quizType: row.quizType as QuizType,
          score: row.score,
          questionCount: row.questionCount,
          // Only finished quizzes are selected, so completedAt is always set.
          completedAt: (row.completedAt ?? new Date(0)).toISOString(),
          questionsData: quizSeal.open(row).map((question) => ({
            question: question.question,
            correctAnswer: question.correctAnswer,
            selectedAnswer: question.userAnswer ?? null,
            isCorrect: question.isCorrect ?? false,
            ...(question.explanation ? { explanation: question.explanation } : {}),
          })),
        })),
      };
    },

    async results(userId: string, sessionId: string): Promise<QuizResults> {
      const row = await findOwned(userId, sessionId);
      if (!row.isCompleted) throw new AppError('CONFLICT', QUIZ_MESSAGES.notCompleted);
      const questions = quizSeal.open(row);
      const total = questions.length;
      const percentage = percentageOf(row.score, total);
      const label = (skill: string) => labels[skill] ?? skill;
      const missed = new Set(
        questions.filter((question) => !question.isCorrect).map((question) => label(question.skill)),
      );
      const strengths = [
        ...new Set(questions.filter((question) => question.isCorrect).map((question) => label(question.skill))),
      ].filter((skill) => !missed.has(skill));
      return {
        score: row.score,
        total,
        percentage,
        strengths: strengths.slice(0, 5),
        improvements: [...missed].slice(0, 5),
        feedback: feedbackFor(percentage, row.score, total),
        questionsWithAnswers: questions.map((question) => ({
          question: question.question,
          options: question.options,
          correctAnswer: question.correctAnswer,
          userAnswer: question.userAnswer ?? null,
          isCorrect: question.isCorrect ?? false,
          explanation: question.explanation,
        })),
      };
    },

    /**
     * A retake: the same questions from the start, using no allowance. A finished quiz stays in
     * the child's history and the retake is a fresh copy; an unfinished one starts over in place.
     */
    async reset(userId: string, sessionId: string): Promise<{ sessionId: string }> {
      const row = await findOwned(userId, sessionId);
      if (!row.isCompleted) {
        await change(userId, sessionId, (current, questions) => {
          if (!current) throw new AppError('NOT_FOUND', QUIZ_MESSAGES.notFound);
          if (current.isGenerating) throw new AppError('CONFLICT', QUIZ_MESSAGES.stillGenerating);
          return {
            progress: {
              sealedProgress: quizSeal.sealProgress(current, questions.map(unplayed)),
              currentIndex: 0,
              score: 0,
              isCompleted: false,
              completedAt: null,
            },
            result: undefined,
          };
        });
        return { sessionId };
      }
      const id = crypto.randomUUID();
      const copy = await repo.insert({
        id,
        userId,
        learnerId: row.learnerId,
        kind: row.kind,
        quizType: row.quizType,
        subject: row.subject,
        title: row.title,
        settings: row.settings,
        ...quizSeal.seal({ id, userId }, quizSeal.open(row).map(unplayed)),
        questionIds: row.questionIds,
        questionCount: row.questionCount,
        countsTowardAllowance: false,
        generator: row.generator,
        startedAt: clock(),
      });
      return { sessionId: copy.id };
    },

    async quota(userId: string): Promise<QuotaStatus> {
      const { plan } = await billing.entitlements(userId);
      const {
        allowance: monthlySafety,
        daily,
        weekly,
        monthly,
      } = await repo.activity(userId, activityWindows(clock()));
      const limit = QUIZ_LIMITS.freeMonthlySafetyQuizzes;
      const ceilings = QUIZ_LIMITS.premiumActivity;
      return {
        userType: plan,
        monthlySafetyQuizzes:
          plan === 'free'
            ? { used: monthlySafety, limit, remaining: Math.max(0, limit - monthlySafety) }
            : { used: monthlySafety, limit: 0, remaining: 0 },
        activity: {
          daily: { used: daily, limit: ceilings.daily },
          weekly: { used: weekly, limit: ceilings.weekly },
          monthly: { used: monthly, limit: ceilings.monthly },
        },
      };
    },
  };
}

export type QuizService = ReturnType<typeof createQuizService>;
