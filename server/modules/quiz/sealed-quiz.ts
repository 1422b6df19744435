/**
 * A quiz's questions and the child's progress through them, sealed apart: the questions are
 * written when the quiz is made (and grow while a model streams more), the progress on every
 * answer and hint. An answer then rewrites a few hundred bytes, not the whole quiz, and the
 * questions it reads can come from memory.
 */
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { MESSAGES } from '../../../contract/errors.ts';
import { type SealedBox, SealedBoxError } from '../../crypto/sealed-box.ts';
import { AppError } from '../../errors.ts';

const QuestionDefinition = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  correctAnswer: z.string(),
  explanation: z.string(),
  skill: z.string(),
});
export type QuestionDefinition = z.infer<typeof QuestionDefinition>;

/** Quizzes stored before progress had its own column carry it inside each question. */
const StoredQuestions = z.array(
  QuestionDefinition.extend({
    removedOptions: z.array(z.string()).optional(),
    userAnswer: z.string().optional(),
  }),
);
type StoredQuestions = z.infer<typeof StoredQuestions>;

interface QuestionProgress {
  removedOptions: string[];
  userAnswer?: string;
}
/**
 * Stored progress names only what happened: questions up to the last one met, and of each its
 * answer and the options a hint took away, if any. A quiz that has just begun stores `[]`; one
 * stored before this rule holds an entry, with `removedOptions`, for every question.
 */
const Progress = z.array(
  z.object({
    removedOptions: z.array(z.string()).optional(),
    userAnswer: z.string().optional(),
  }),
);
type StoredProgress = z.infer<typeof Progress>;

/**
 * A question's definition alone, built field by field: every answer opens a whole quiz, and
 * spreading its 25 questions' objects took ~40 µs where this takes ~8 (microbenchmark).
 */
function definitionOf({
  id,
  question,
  options,
  correctAnswer,
  explanation,
  skill,
}: QuestionDefinition): QuestionDefinition {
  return { id, question, options, correctAnswer, explanation, skill };
}

/** A question as the child has met it: its hint taken or not, its answer given or not. */
export type PlayedQuestion = QuestionDefinition & QuestionProgress & { isCorrect?: boolean };

/** The row fields a sealed quiz is bound to and stored in. */
export interface SealedQuizRow {
  id: string;
  userId: string;
  /** Null on quizzes stored before progress had its own column. */
  sealedProgress: string | null;
}

/** What each sealed part is bound to: opened under another quiz, account or part, it fails. */
const questionsContext = (row: { id: string; userId: string }) => `quiz:${row.id}:${row.userId}`;
const progressContext = (row: { id: string; userId: string }) => `quiz-progress:${row.id}:${row.userId}`;

/** Quizzes being played at once whose questions one process keeps opened (about 10 KB each). */
const OPENED_QUIZZES = 2_000;

export function createQuizSeal(sealedBox: SealedBox) {
  // Keyed by quiz, account and how many questions are stored: questions are only ever appended,
  // so a key names one version of a quiz's questions, on every instance.
  const opened = new LRUCache<string, StoredQuestions>({ max: OPENED_QUIZZES });
  // Keyed by the sealed text and what it is bound to: each sealing has its own random IV, so a
  // key names one progress, and the next answer reads back what this process sealed last.
  const openedProgress = new LRUCache<string, StoredProgress>({ max: OPENED_QUIZZES });
  const openedProgressKey = (context: string, sealed: string) => `${context}\n${sealed}`;

  function openProgress(row: { id: string; userId: string }, sealedProgress: string): StoredProgress {
    const context = progressContext(row);
    const key = openedProgressKey(context, sealedProgress);
    let progress = openedProgress.get(key);
    if (!progress) {
      progress = unseal(() => Progress.parse(sealedBox.open(sealedProgress, context)));
      openedProgress.set(key, progress);
    }
    return progress;
  }

  function unseal<T>(parse: () => T): T {
    try {
      return parse();
    } catch (error) {
      if (error instanceof SealedBoxError || error instanceof z.ZodError)
        throw new AppError('INTERNAL', MESSAGES.internal);
      throw error;
    }
  }

  const openStored = (row: { id: string; userId: string }, sealedQuestions: string) =>
    unseal(() => StoredQuestions.parse(sealedBox.open(sealedQuestions, questionsContext(row))));

  function merge(row: SealedQuizRow, stored: StoredQuestions): PlayedQuestion[] {
    const progress = row.sealedProgress
      ? openProgress(row, row.sealedProgress)
      : stored.map(({ removedOptions = [], userAnswer }) => ({ removedOptions, userAnswer }));
    return stored.map((question, index) => {
      const { removedOptions = [], userAnswer } = progress[index] ?? {};
      const played: PlayedQuestion = Object.assign(definitionOf(question), { removedOptions });
      if (userAnswer !== undefined) {
        played.userAnswer = userAnswer;
        played.isCorrect = userAnswer === question.correctAnswer;
      }
      return played;
    });
  }

  function sealProgress(row: { id: string; userId: string }, questions: readonly Partial<QuestionProgress>[]): string {
    const progress: StoredProgress = questions.map(({ removedOptions = [], userAnswer }) => ({
      ...(removedOptions.length > 0 && { removedOptions }),
      ...(userAnswer !== undefined && { userAnswer }),
    }));
    const lastMet = progress.findLastIndex((entry) => Object.keys(entry).length > 0);
    const met = progress.slice(0, lastMet + 1);
    const context = progressContext(row);
    const sealed = sealedBox.seal(met, context);
    openedProgress.set(openedProgressKey(context, sealed), met);
    return sealed;
  }

  return {
    /** A quiz's questions with the child's progress, from a row that holds both sealed parts. */
    open(row: SealedQuizRow & { sealedQuestions: string }): PlayedQuestion[] {
      return merge(row, openStored(row, row.sealedQuestions));
    },

    /**
     * The same, for a row read without its questions: they come from memory when this process
     * opened this version of them before, otherwise from LOAD.
     */
    async openWith(
      row: SealedQuizRow & { storedCount: number },
      load: () => Promise<string | undefined>,
    ): Promise<PlayedQuestion[]> {
      const key = `${row.id}:${row.userId}:${row.storedCount}`;
      let stored = opened.get(key);
      if (!stored) {
        const sealedQuestions = await load();
        if (sealedQuestions === undefined) throw new AppError('INTERNAL', MESSAGES.internal);
        stored = openStored(row, sealedQuestions);
        // A row stored before progress had its own column changes its questions on every answer.
        if (row.sealedProgress !== null) opened.set(key, stored);
      }
      return merge(row, stored);
    },

    /** Both parts of a quiz, for a row being written: the questions without progress, and the progress. */
    seal(
      row: { id: string; userId: string },
      questions: readonly (QuestionDefinition & Partial<QuestionProgress>)[],
    ): { sealedQuestions: string; sealedProgress: string } {
      return {
        sealedQuestions: sealedBox.seal(questions.map(definitionOf), questionsContext(row)),
        sealedProgress: sealProgress(row, questions),
      };
    },

    sealProgress,
  };
}

export type QuizSeal = ReturnType<typeof createQuizSeal>;
