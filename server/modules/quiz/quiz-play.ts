/** Playing a stored quiz: where the child is, answers, hints, a retake, and the results. */
import { randomInt } from 'node:crypto';
import {
  type AnswerResponse,
  feedbackFor,
  isTypedAnswerRight,
  QUIZ_MESSAGES,
  QUIZ_TYPES,
  type QuizResults,
  type QuizSession,
  type QuizType,
  UNFINISHED_QUIZ_DAYS,
  type UnfinishedQuiz,
} from '../../../contract/quiz.ts';
import { percentageOf } from '../../../contract/scores.ts';
import { KNOW_MYSELF_ID_PREFIX, updateProgress } from '../../../engine/know-myself.ts';
import { type Clock, calendarDay } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import type { LearnersService } from '../learners/learners.service.ts';
import type { Learning, QuizRepo, QuizSessionRow } from './quiz.repo.ts';
import { describeQuiz, type PlayedQuestion, type QuestionRows } from './quiz-questions.ts';
import type { Quota } from './quota.ts';

interface PlayDeps {
  repo: QuizRepo;
  quota: Quota;
  learners: LearnersService;
  questionRows: QuestionRows;
  labels: Record<string, string>;
  clock: Clock;
}

export function createQuizPlay({ repo, quota, learners, questionRows, labels, clock }: PlayDeps) {
  async function findOwned(userId: string, quizId: string): Promise<QuizSessionRow> {
    const row = await repo.find(userId, quizId);
    if (!row) throw new AppError('NOT_FOUND', QUIZ_MESSAGES.notFound);
    return row;
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
   * leniently (spaces, case); typed wrong, it is kept as no option at all (-1).
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

  /** A Know Myself question teaches its detail: the learner's progress moves with the answer. */
  function learning(
    quiz: { learnerId: string; userId: string },
    itemId: string,
    correct: boolean,
    at: Date,
  ): Learning | undefined {
    if (!itemId.startsWith(KNOW_MYSELF_ID_PREFIX)) return undefined;
    const detail = itemId.slice(KNOW_MYSELF_ID_PREFIX.length);
    const owner = { learnerId: quiz.learnerId, userId: quiz.userId };
    return {
      learnerId: quiz.learnerId,
      update: (sealed) =>
        learners.sealProgress(
          owner,
          updateProgress(learners.openProgress(owner, sealed), [{ detail, correct }], calendarDay(at)),
        ),
    };
  }

  async function playedQuestions(quiz: QuizSessionRow, from = 0): Promise<PlayedQuestion[]> {
    return (await repo.questions([quiz.id], from)).map((row) => questionRows.played(quiz, row));
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
    async session(userId: string, quizId: string, after = 0): Promise<QuizSession> {
      const row = await findOwned(userId, quizId);
      const learner = await learners.activeForQuiz(userId);
      const childName = learner?.id === row.learnerId ? learner.firstName : '';
      return {
        ...describeQuiz(row, childName, await playedQuestions(row, after)),
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
      const question = questionRows.played(turn.quiz, turn.question);
      const { option, isCorrect } = decide(question, selectedAnswer);
      const decided = { option, isCorrect, at: clock() };
      const learnt = learning(turn.quiz, question.itemId, isCorrect, decided.at);
      // The first answer makes a free plan's quiz count toward the allowance: checked then, under the lock.
      const state =
        turn.quiz.countsTowardAllowance && turn.quiz.firstAnsweredAt === null
          ? await repo.answerCounting(userId, quizId, position, decided, await quota.firstAnswerCheck(userId), learnt)
          : await repo.answer(userId, quizId, position, decided, learnt);
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
      const question = turn.question && questionRows.played(turn.quiz, turn.question);
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
    async reset(userId: string, quizId: string): Promise<{ sessionId: string }> {
      const row = await findOwned(userId, quizId);
      await assertPlayable(userId, row.learnerId);
      const check = quota.resetCheck(row.learnerId);
      if (!row.isCompleted) {
        if (await repo.reset(userId, row.learnerId, quizId, clock(), check)) return { sessionId: quizId };
        const now = await findOwned(userId, quizId);
        if (now.isGenerating) throw new AppError('CONFLICT', QUIZ_MESSAGES.stillGenerating);
        // Finished in the meantime: it is kept, and the retake is a copy as below.
      }
      const questions = await playedQuestions(row);
      const copy = { id: crypto.randomUUID(), userId, kind: row.kind };
      await repo.reset(userId, row.learnerId, quizId, clock(), check, {
        quiz: {
          ...copy,
          learnerId: row.learnerId,
          quizType: row.quizType,
          subject: row.subject,
          title: row.title,
          settings: row.settings,
          questionCount: questions.length,
          countsTowardAllowance: false,
          retakeOf: row.id,
          generator: row.generator,
          startedAt: clock(),
        },
        questions: questions.map(
          ({ userAnswer: _answer, isCorrect: _correct, removedOptions: _removed, ...question }, position) =>
            questionRows.toRow(copy, position, question),
        ),
      });
      return { sessionId: copy.id };
    },
  };
}

export type QuizPlay = ReturnType<typeof createQuizPlay>;
