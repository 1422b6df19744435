/** Playing a stored quiz: where the child is, answers, hints, a retake, and the results. */
import { randomInt } from 'node:crypto';
import {
  type AnswerResponse,
  feedbackFor,
  isTypedAnswerRight,
  QUIZ_MESSAGES,
  QUIZ_TYPES,
  type QuizResponse,
  type QuizResults,
  type QuizType,
  UNFINISHED_QUIZ_DAYS,
  type UnfinishedQuiz,
} from '../../../contract/quiz.ts';
import { percentageOf } from '../../../contract/scores.ts';
import { KNOW_MYSELF_ID_PREFIX } from '../../../engine/know-myself.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { WithAccount } from '../../db/unit-of-work.ts';
import { AppError } from '../../errors.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { LearnersService } from '../learners/learners.service.ts';
import { createQuizRepo, type QuizRow } from './quiz.repo.ts';
import type { PlayedQuestion, QuestionRows } from './quiz-questions.ts';
import { activityWindows, assertMayCountQuiz, assertMayReset } from './quota.ts';

interface PlayDeps {
  db: Database;
  withAccount: WithAccount;
  learners: LearnersService;
  billing: BillingService;
  questionRows: QuestionRows;
  labels: Record<string, string>;
  clock: Clock;
  /** Gives up on a quiz whose model stopped sending without saying so (see ai-streaming.ts). */
  settleAbandoned: (row: QuizRow) => Promise<QuizRow>;
}

export function createQuizPlay({
  db,
  withAccount,
  learners,
  billing,
  questionRows,
  labels,
  clock,
  settleAbandoned,
}: PlayDeps) {
  const repo = createQuizRepo(db);

  /** The user's quiz, as whoever reads it should see it: a generation long given up on is ended first. */
  async function findOwned(userId: string, quizId: string): Promise<QuizRow> {
    const row = await repo.find(userId, quizId);
    if (!row) throw new AppError('NOT_FOUND', QUIZ_MESSAGES.notFound);
    return settleAbandoned(row);
  }

  /**
   * A lapsed plan leaves the learners beyond its limit read-only, apart from the active one: their
   * quizzes can be looked at, not played on. Only a quiz of an inactive learner needs the check.
   */
  async function assertPlayable(userId: string, learnerId: string, learnerIsActive = false): Promise<void> {
    if (!learnerIsActive && (await learners.isReadOnly(userId, learnerId))) {
      throw new AppError('PREMIUM_REQUIRED', QUIZ_MESSAGES.readOnlyLearner);
    }
  }

  /**
   * The position of the chosen option and whether it is right. A typed answer is checked
   * leniently (spaces, case); typed wrong, it is kept as no option at all (-1), and what was typed
   * is kept sealed beside it.
   */
  function decide(question: PlayedQuestion, selectedAnswer: string): { option: number; isCorrect: boolean } {
    if (question.answerMode === 'type') {
      const isCorrect = isTypedAnswerRight(question.correctAnswer, selectedAnswer);
      return { option: isCorrect ? question.options.indexOf(question.correctAnswer) : -1, isCorrect };
    }
    const option = question.options.indexOf(selectedAnswer);
    if (option < 0 || question.removedOptions.includes(selectedAnswer)) {
      throw new AppError('BAD_REQUEST', QUIZ_MESSAGES.notAnOption);
    }
    return { option, isCorrect: selectedAnswer === question.correctAnswer };
  }

  /** The Know Myself detail a question teaches, if it is one. */
  function detailOf(itemId: string): string | undefined {
    return itemId.startsWith(KNOW_MYSELF_ID_PREFIX) ? itemId.slice(KNOW_MYSELF_ID_PREFIX.length) : undefined;
  }

  async function playedQuestions(quiz: QuizRow, from = 0): Promise<PlayedQuestion[]> {
    const rows = await questionRows.forQuiz(quiz);
    return (await repo.questions([quiz.id], from)).map((row) => rows.played(row));
  }

  return {
    /** The learner's newest quiz of the last few days still to finish: the child's space offers to carry on. */
    async unfinished(userId: string, learnerId: string): Promise<UnfinishedQuiz> {
      await learners.assertOwned(userId, learnerId);
      const since = new Date(clock().getTime() - UNFINISHED_QUIZ_DAYS * 24 * 60 * 60 * 1000);
      const row = await repo.latestUnfinished(userId, learnerId, since);
      if (!row || !(QUIZ_TYPES as readonly string[]).includes(row.quizType)) return null;
      return {
        sessionId: row.id,
        quizType: row.quizType as QuizType,
        title: row.title,
        currentQuestionIndex: row.currentIndex,
        questionCount: row.questionCount,
      };
    },

    /** The quiz and where the child is; with AFTER, only the questions from that position on (those still arriving). */
    async get(userId: string, quizId: string, after = 0): Promise<QuizResponse> {
      const row = await findOwned(userId, quizId);
      const learner = await learners.activeForQuiz(userId);
      const childName = learner?.id === row.learnerId ? learner.firstName : '';
      return {
        ...questionRows.describeQuiz(row, childName, await playedQuestions(row, after)),
        generationStopped: row.generationFailed,
        currentQuestionIndex: row.currentIndex,
        score: row.score,
        isCompleted: row.isCompleted,
      };
    },

    /**
     * The server decides what is correct; a client's own verdict is never asked for. The answer is
     * stored only while its question is still the current one and unanswered, so of two answers
     * to one question one wins and the other is a conflict.
     */
    async answer(userId: string, quizId: string, position: number, selectedAnswer: string): Promise<AnswerResponse> {
      const turn = await repo.turn(userId, quizId, position);
      if (!turn) throw new AppError('NOT_FOUND', QUIZ_MESSAGES.notFound);
      await assertPlayable(userId, turn.quiz.learnerId, turn.learnerIsActive);
      if (turn.quiz.isCompleted) throw new AppError('CONFLICT', QUIZ_MESSAGES.alreadyCompleted);
      if (position !== turn.quiz.currentIndex || !turn.question) {
        throw new AppError('CONFLICT', QUIZ_MESSAGES.notYourTurn);
      }
      const rows = await questionRows.forQuiz(turn.quiz);
      const question = rows.played(turn.question);
      const { option, isCorrect } = decide(question, selectedAnswer);
      const typedSealed = question.answerMode === 'type' ? rows.sealTyped(position, selectedAnswer) : null;
      const decided = { option, typedSealed, isCorrect, at: clock() };
      const detail = detailOf(question.itemId);
      // The first answer makes a free plan's quiz count toward the allowance.
      const counts = turn.quiz.countsTowardAllowance && turn.quiz.firstAnsweredAt === null;
      // Most answers are one guarded statement; one that counts or teaches is a unit of work.
      const state =
        !counts && detail === undefined
          ? await repo.answer(userId, quizId, position, decided)
          : await withAccount(userId, async (tx) => {
              const locked = createQuizRepo(tx);
              if (counts) {
                const { plan } = await billing.entitlements(userId, tx);
                assertMayCountQuiz(plan, await locked.activity(userId, activityWindows(decided.at)));
              }
              const stored = await locked.answer(userId, quizId, position, decided);
              if (stored && counts) await locked.recordUse(userId, 'free-safety-quiz', quizId, decided.at);
              if (stored && detail !== undefined) {
                const owner = { learnerId: turn.quiz.learnerId, userId };
                await learners.recordKnowMyselfAnswer(tx, owner, { detail, correct: isCorrect, at: decided.at });
              }
              return stored;
            });
      if (!state) throw new AppError('CONFLICT', QUIZ_MESSAGES.notYourTurn);
      return {
        newScore: state.score,
        currentQuestionIndex: state.currentIndex,
        isCompleted: state.isCompleted,
        isCorrect,
        correctAnswer: question.correctAnswer,
        explanation: question.explanation,
      };
    },

    /** Takes one wrong option away: once per question, before answering, and only from three or more. */
    async hint(userId: string, quizId: string, position: number): Promise<{ removedOption: string }> {
      const turn = await repo.turn(userId, quizId, position);
      if (!turn) throw new AppError('NOT_FOUND', QUIZ_MESSAGES.notFound);
      await assertPlayable(userId, turn.quiz.learnerId, turn.learnerIsActive);
      const question = turn.question && (await questionRows.forQuiz(turn.quiz)).played(turn.question);
      if (
        turn.quiz.isCompleted ||
        position !== turn.quiz.currentIndex ||
        !question ||
        question.removedOptions.length > 0 ||
        question.options.length < 3
      ) {
        throw new AppError('CONFLICT', QUIZ_MESSAGES.hintUnavailable);
      }
      const wrong = question.options.filter((option) => option !== question.correctAnswer);
      const removedOption = wrong[randomInt(0, wrong.length)] ?? '';
      const stored = await repo.hint(userId, quizId, position, [question.options.indexOf(removedOption)]);
      if (!stored) throw new AppError('CONFLICT', QUIZ_MESSAGES.hintUnavailable);
      return { removedOption };
    },

    async results(userId: string, quizId: string): Promise<QuizResults> {
      const row = await findOwned(userId, quizId);
      if (!row.isCompleted) throw new AppError('CONFLICT', QUIZ_MESSAGES.notCompleted);
      const questions = await playedQuestions(row);
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
          ...(question.answerMode ? { answerMode: question.answerMode } : {}),
          isCorrect: question.isCorrect ?? false,
          explanation: question.explanation,
        })),
      };
    },

    /**
     * A retake: the same questions from the start, using no allowance and not counted as new
     * activity, but bounded per learner and day. A finished quiz stays in the child's history and
     * the retake is a fresh copy; an unfinished one starts over in place.
     */
    async reset(userId: string, quizId: string): Promise<{ quizId: string }> {
      const found = await findOwned(userId, quizId);
      await assertPlayable(userId, found.learnerId);
      // The learner's key is read before the unit of work: the embedded database serves one at a time.
      const copy = { id: crypto.randomUUID(), userId, kind: found.kind, learnerId: found.learnerId };
      const [originalRows, copyRows] = await Promise.all([questionRows.forQuiz(found), questionRows.forQuiz(copy)]);
      return withAccount(userId, async (tx) => {
        const locked = createQuizRepo(tx);
        const now = clock();
        assertMayReset(await locked.resetsSince(userId, found.learnerId, activityWindows(now).day), now);
        const recordReset = () => locked.recordReset({ userId, learnerId: found.learnerId, quizId, resetAt: now });
        if (await locked.restart(userId, quizId)) {
          await recordReset();
          return { quizId };
        }
        // Finished (perhaps in the meantime) or still being made: read again inside the unit.
        const row = await locked.find(userId, quizId);
        if (!row) throw new AppError('NOT_FOUND', QUIZ_MESSAGES.notFound);
        if (row.isGenerating) throw new AppError('CONFLICT', QUIZ_MESSAGES.stillGenerating);
        const questions = (await locked.questions([row.id])).map((stored) => originalRows.played(stored));
        await locked.insert(
          {
            ...copy,
            quizType: row.quizType,
            subject: row.subject,
            title: row.title,
            settings: row.settings,
            questionCount: questions.length,
            countsTowardAllowance: false,
            retakeOf: row.id,
            generator: row.generator,
            startedAt: now,
          },
          questions.map(
            ({ userAnswer: _answer, isCorrect: _correct, removedOptions: _removed, ...question }, position) =>
              copyRows.toRow(position, question),
          ),
        );
        await recordReset();
        return { quizId: copy.id };
      });
    },
  };
}

export type QuizPlay = ReturnType<typeof createQuizPlay>;
