/**
 * A quiz's questions as rows. Know Myself questions are made of the child's own details, so their
 * text, options, answer and explanation are sealed, bound to their row (quiz, position and
 * account): copied to another row they fail to open. Other questions are stored plain.
 */
import * as z from 'zod';
import { MESSAGES } from '../../../contract/errors.ts';
import {
  ANSWER_MODES,
  type GenerateQuizResponse,
  type PlayerQuestion,
  type QuestionImage,
  type QuizType,
} from '../../../contract/quiz.ts';
import { createPictureFinder, isForPreReaders, optionPictures, type PictureRule } from '../../../engine/pictures.ts';
import type { GeneratedQuestion } from '../../../engine/quiz.ts';
import type { SealedBox } from '../../crypto/sealed-box.ts';
import { AppError } from '../../errors.ts';
import type { LearnerSeals } from '../learners/learner-seals.ts';
import type { NewQuestionRow, QuizRow, StoredQuestion } from './quiz.repo.ts';

const SealedContent = z.object({
  question: z.string(),
  options: z.array(z.string()),
  correctAnswer: z.string(),
  explanation: z.string(),
  /** Only Know Myself questions are typed, and they are always sealed. */
  answerMode: z.enum(ANSWER_MODES).optional(),
});
type SealedContent = z.infer<typeof SealedContent>;
const TypedAnswer = z.string();

/**
 * A question as the child has met it: its hint taken or not, its answer given or not. On a typed
 * question the answer is what the child typed, so a review can teach from it.
 */
export interface PlayedQuestion extends SealedContent {
  itemId: string;
  skill: string;
  image?: QuestionImage;
  removedOptions: string[];
  userAnswer?: string;
  isCorrect?: boolean;
}

/** A quiz, and whose: a sealed quiz's questions are sealed with its learner's own key. */
type QuizOfQuestions = Pick<QuizRow, 'id' | 'userId' | 'kind' | 'learnerId'>;

/** The row a sealed question belongs to: bound into the ciphertext, so it opens for no other row. */
export const questionSealContext = (quiz: { id: string; userId: string }, position: number) =>
  `quiz-question:${quiz.id}:${position}:${quiz.userId}`;

/** What was typed is bound to its question's row too, and cannot pass for the question itself. */
const typedAnswerSealContext = (quiz: { id: string; userId: string }, position: number) =>
  `${questionSealContext(quiz, position)}:typed-answer`;

/** Quizzes whose questions hold the child's details. */
export const isSealedKind = (kind: QuizRow['kind']) => kind === 'know-myself';

/**
 * QUESTIONS as stored and as played: sealed with the learner's key where the quiz is sealed, and
 * shown to a pre-reader with a picture for each option, found by PICTURE_RULES (from content/).
 */
export function createQuestionRows(seals: Pick<LearnerSeals, 'boxFor'>, pictureRules: readonly PictureRule[]) {
  const pictureOf = createPictureFinder(pictureRules);

  function toPlayer(question: PlayedQuestion, withPictures: boolean): PlayerQuestion {
    const pictures = withPictures ? optionPictures(question.options, pictureOf) : undefined;
    return {
      question: question.question,
      ...(question.image ? { image: question.image } : {}),
      options: question.options,
      ...(pictures ? { optionPictures: pictures } : {}),
      ...(question.answerMode ? { answerMode: question.answerMode } : {}),
      removedOptions: question.removedOptions,
      ...(question.userAnswer !== undefined
        ? {
            userAnswer: question.userAnswer,
            isCorrect: question.isCorrect,
            correctAnswer: question.correctAnswer,
            explanation: question.explanation,
          }
        : {}),
    };
  }

  function content(quiz: QuizOfQuestions, box: SealedBox | undefined, row: StoredQuestion): SealedContent {
    if (row.sealed === null) {
      return {
        question: row.question ?? '',
        options: row.options ?? [],
        correctAnswer: row.correctAnswer ?? '',
        explanation: row.explanation ?? '',
      };
    }
    // A sealed row with no key to open it (its learner gone) fails closed, as a wrong key does.
    if (!box) throw new AppError('INTERNAL', MESSAGES.internal);
    return box.openAs(SealedContent, row.sealed, questionSealContext(quiz, row.position));
  }

  /** QUIZ's questions, to store and to read, with BOX (its learner's) when the quiz is sealed. */
  function bound(quiz: QuizOfQuestions, box: SealedBox | undefined) {
    return {
      /** The row for QUESTION at POSITION, with the child's progress when it has any. */
      toRow(
        position: number,
        question: Omit<PlayedQuestion, 'removedOptions'> & { removedOptions?: string[] },
        answeredAt: Date | null = null,
      ): NewQuestionRow {
        const { itemId, skill, image, question: text, options, correctAnswer, explanation, answerMode } = question;
        const answer = question.userAnswer === undefined ? -1 : options.indexOf(question.userAnswer);
        const progress = {
          answer: answer >= 0 ? answer : null,
          isCorrect: answer >= 0 ? question.userAnswer === correctAnswer : null,
          removedOptions: (question.removedOptions ?? [])
            .map((option) => options.indexOf(option))
            .filter((index) => index >= 0),
          answeredAt: answer >= 0 ? answeredAt : null,
        };
        const base = { quizId: quiz.id, position, itemId, skill, ...progress };
        if (!box) return { ...base, question: text, options, correctAnswer, explanation, image: image ?? null };
        const sealed = box.seal(
          { question: text, options, correctAnswer, explanation, ...(answerMode ? { answerMode } : {}) },
          questionSealContext(quiz, position),
        );
        return { ...base, sealed };
      },

      /** TEXT the child typed at POSITION, sealed; null on an unsealed quiz, which has no typed questions. */
      sealTyped(position: number, text: string): string | null {
        return box ? box.seal(text, typedAnswerSealContext(quiz, position)) : null;
      },

      played(row: StoredQuestion): PlayedQuestion {
        const opened = content(quiz, box, row);
        const played: PlayedQuestion = {
          itemId: row.itemId,
          skill: row.skill,
          ...(row.image ? { image: row.image } : {}),
          ...opened,
          removedOptions: row.removedOptions.flatMap((index) => opened.options[index] ?? []),
        };
        if (row.answer !== null) {
          played.userAnswer =
            row.typedAnswerSealed !== null && box
              ? box.openAs(TypedAnswer, row.typedAnswerSealed, typedAnswerSealContext(quiz, row.position))
              : (opened.options[row.answer] ?? '');
          played.isCorrect = row.isCorrect ?? false;
        }
        return played;
      },
    };
  }

  /** A sealed quiz's learner key is fetched only when the quiz is sealed. */
  const boxOf = async (quiz: QuizOfQuestions) => (isSealedKind(quiz.kind) ? seals.boxFor(quiz) : undefined);

  return {
    /** QUIZ's questions, to store and to read: a sealed quiz's with its learner's own key. */
    async forQuiz(quiz: QuizOfQuestions) {
      return bound(quiz, await boxOf(quiz));
    },

    /** The same for many quizzes, each learner's key fetched once: give it each quiz in turn. */
    async forQuizzes(quizzes: readonly QuizOfQuestions[]) {
      const boxes = new Map<string, Promise<SealedBox | undefined>>();
      for (const quiz of quizzes) {
        if (isSealedKind(quiz.kind) && !boxes.has(quiz.learnerId)) boxes.set(quiz.learnerId, boxOf(quiz));
      }
      const opened = new Map<string, SealedBox | undefined>();
      for (const [learnerId, box] of boxes) opened.set(learnerId, await box);
      return (quiz: QuizOfQuestions) => bound(quiz, isSealedKind(quiz.kind) ? opened.get(quiz.learnerId) : undefined);
    },

    /** A quiz as the player sees it, with QUESTIONS (all of them, or those it does not have yet). */
    describeQuiz(
      quiz: Pick<QuizRow, 'id' | 'title' | 'quizType' | 'questionCount' | 'isGenerating' | 'settings'>,
      childName: string,
      questions: PlayedQuestion[],
    ): GenerateQuizResponse {
      const withPictures = isForPreReaders(quiz.settings);
      return {
        sessionId: quiz.id,
        title: quiz.title,
        quizType: quiz.quizType as QuizType,
        childName,
        questions: questions.map((question) => toPlayer(question, withPictures)),
        questionCount: quiz.questionCount,
        isGenerating: quiz.isGenerating,
      };
    },

    /** QUESTION as the engine or a model made it, not yet met. */
    fromGenerated(question: GeneratedQuestion): Omit<PlayedQuestion, 'removedOptions'> {
      const { id, skill, image, question: text, options, correctAnswer, explanation, answerMode } = question;
      return {
        itemId: id,
        skill,
        question: text,
        options,
        correctAnswer,
        explanation,
        ...(image ? { image } : {}),
        ...(answerMode ? { answerMode } : {}),
      };
    },
  };
}

export type QuestionRows = ReturnType<typeof createQuestionRows>;
