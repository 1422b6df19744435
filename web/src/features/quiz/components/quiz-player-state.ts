import type { AnswerResponse, GenerateQuizResponse, PlayerQuestion, QuizResponse } from '@contract/quiz.ts';
import { isNearMiss, QUIZ_MESSAGES } from '@contract/quiz.ts';

export interface PlayerStart {
  quiz: GenerateQuizResponse;
  startIndex: number;
  startScore: number;
  /** Safety quizzes say "the safest choice"; Brain Booster says "the answer". */
  isSafety: boolean;
  /** The parent's choice: after a not-quite answer, wait for Next even when the explanation was read aloud. */
  waitForNext: boolean;
  /** The English the voice speaks (the learner's country's); British English when left out. */
  speechLanguage?: string;
}

/**
 * Where the question on screen stands, one step at a time: each step carries only what it has
 * (a chosen answer once chosen, the verdict once it came back), so no two steps can hold at once.
 */
export type Turn =
  /** Open for an answer; PROBLEM says why the last try did not count, if one did not. */
  | { step: 'choosing'; problem: string | null }
  | { step: 'sending'; chosen: string }
  /** The connection dropped: the answer is kept and sent again by itself when it returns. */
  | { step: 'waiting for internet'; chosen: string }
  /** The verdict is on screen until the child moves on; a tap on Wait holds it. */
  | { step: 'answered'; chosen: string; feedback: AnswerResponse; isHeld: boolean }
  /** The quiz is over and its results are on their way: nothing more can be answered. */
  | { step: 'finished' }
  /** The quiz can no longer be played (its learner was deleted, the plan changed). */
  | { step: 'ended'; reason: string };

/** Everything the player shows, changed only by the actions below. */
export interface PlayerState {
  quiz: GenerateQuizResponse;
  index: number;
  score: number;
  turn: Turn;
  /** Options a hint has taken away, by question position. */
  removed: Record<number, string[]>;
  isSpeaking: boolean;
}

export type PlayerAction =
  /** Questions the model sent after the player's first AFTER: added only if the player still has exactly AFTER. */
  | {
      type: 'questions arrived';
      after: number;
      questions: PlayerQuestion[];
      questionCount: number;
      isGenerating: boolean;
    }
  | { type: 'answer chosen'; option: string }
  /** The answer could not be sent (no connection): it waits, kept, to be sent again. */
  | { type: 'answer waiting' }
  | { type: 'feedback shown'; answer: AnswerResponse }
  /** The server refused the answer: the options open again, with PROBLEM said if there is one. */
  | { type: 'answer failed'; problem?: string }
  /** The server had moved on without this player (another tab, a lost answer): show where it is now. */
  | { type: 'caught up'; saved: QuizResponse }
  | { type: 'hint'; questionIndex: number; removedOption: string }
  | { type: 'hint refused' }
  | { type: 'wait' }
  | { type: 'next' }
  | { type: 'finished' }
  | { type: 'ended'; reason: string }
  | { type: 'reading started' }
  | { type: 'reading stopped' };

const CHOOSING: Turn = { step: 'choosing', problem: null };

function removedBeforeReload(questions: PlayerQuestion[]): Record<number, string[]> {
  return Object.fromEntries(questions.map((question, position) => [position, question.removedOptions]));
}

export function initialPlayerState(start: PlayerStart): PlayerState {
  return {
    quiz: start.quiz,
    index: start.startIndex,
    score: start.startScore,
    turn: CHOOSING,
    removed: removedBeforeReload(start.quiz.questions),
    isSpeaking: false,
  };
}

export function currentQuestion(state: PlayerState): PlayerQuestion | undefined {
  return state.quiz.questions[state.index];
}

/** The child is ahead of the model: the next question has not arrived yet. */
export function isWaitingForQuestion(state: PlayerState): boolean {
  return currentQuestion(state) === undefined && state.quiz.isGenerating;
}

/** True while the question on screen can still be answered. */
export function canAnswer(state: PlayerState): boolean {
  return state.turn.step === 'choosing' && currentQuestion(state) !== undefined;
}

/** The answer the child gave to the question on screen, from the moment it was chosen until the next question. */
export function chosenOf(state: PlayerState): string | null {
  return 'chosen' in state.turn ? state.turn.chosen : null;
}

/** The verdict on screen, if the answer has come back. */
export function feedbackOf(state: PlayerState): AnswerResponse | null {
  return state.turn.step === 'answered' ? state.turn.feedback : null;
}

/** A typed question shows no options: reading them out or a number key would give the answer away. */
export function isTypedQuestion(state: PlayerState): boolean {
  return currentQuestion(state)?.answerMode === 'type';
}

export function visibleOptions(state: PlayerState): string[] {
  const question = currentQuestion(state);
  if (!question || isTypedQuestion(state)) return [];
  const removed = state.removed[state.index] ?? [];
  return question.options.filter((option) => !removed.includes(option));
}

/** One hint a question, only before answering, and only where taking an option away leaves a choice. */
export function canHint(state: PlayerState): boolean {
  const question = currentQuestion(state);
  return (
    question !== undefined &&
    !isTypedQuestion(state) &&
    question.options.length >= 3 &&
    (state.removed[state.index] ?? []).length === 0 &&
    state.turn.step === 'choosing'
  );
}

/** Right answers lead on by themselves; a not-quite one only when the parent allowed it and it was read aloud. */
export function movesOnByItself(
  state: PlayerState,
  { waitForNext, readAloud }: { waitForNext: boolean; readAloud: boolean },
): boolean {
  const { turn } = state;
  return turn.step === 'answered' && !turn.isHeld && (turn.feedback.isCorrect || (!waitForNext && readAloud));
}

/**
 * The verdict in words: the same text is shown and spoken. A safety choice is "the safest choice";
 * a fact (Brain Booster, or the child's own details in Know Myself) is "the answer". A typed answer
 * one slip away from right (TYPED) is "So close!".
 */
export function verdictOf(
  feedback: AnswerResponse,
  start: Pick<PlayerStart, 'isSafety' | 'quiz'>,
  typed?: string,
): string {
  const isSafetyChoice = start.isSafety && start.quiz.quizType !== 'personal-info';
  if (feedback.isCorrect) return 'Great job!';
  const opening = typed !== undefined && isNearMiss(feedback.correctAnswer, typed) ? 'So close!' : 'Good try!';
  return `${opening} ${isSafetyChoice ? 'The safest choice is' : 'The answer is'} “${feedback.correctAnswer}”.`;
}

/** What the child typed, for a typed question once answered; undefined for a chosen option. */
export function typedAnswerOf(state: PlayerState): string | undefined {
  return isTypedQuestion(state) && state.turn.step === 'answered' ? state.turn.chosen : undefined;
}

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  const { turn } = state;
  switch (action.type) {
    case 'questions arrived':
      if (state.quiz.questions.length !== action.after) return state;
      return {
        ...state,
        quiz: {
          ...state.quiz,
          questions: [...state.quiz.questions, ...action.questions],
          questionCount: action.questionCount,
          isGenerating: action.isGenerating,
        },
      };
    case 'answer chosen':
      if (!canAnswer(state)) return state;
      return { ...state, turn: { step: 'sending', chosen: action.option } };
    case 'answer waiting':
      return turn.step === 'sending'
        ? { ...state, turn: { step: 'waiting for internet', chosen: turn.chosen } }
        : state;
    case 'feedback shown':
      if (turn.step !== 'sending' && turn.step !== 'waiting for internet') return state;
      return {
        ...state,
        score: action.answer.newScore,
        turn: { step: 'answered', chosen: turn.chosen, feedback: action.answer, isHeld: false },
      };
    case 'answer failed':
      if (turn.step !== 'sending' && turn.step !== 'waiting for internet') return state;
      return { ...state, turn: { step: 'choosing', problem: action.problem ?? null } };
    case 'caught up': {
      const { saved } = action;
      return {
        ...state,
        quiz: {
          ...state.quiz,
          questions: saved.questions,
          questionCount: saved.questionCount,
          isGenerating: saved.isGenerating,
        },
        removed: removedBeforeReload(saved.questions),
        score: saved.score,
        index: saved.currentQuestionIndex,
        turn: CHOOSING,
      };
    }
    case 'hint':
      return { ...state, removed: { ...state.removed, [action.questionIndex]: [action.removedOption] } };
    case 'hint refused':
      return turn.step === 'choosing'
        ? { ...state, turn: { step: 'choosing', problem: QUIZ_MESSAGES.hintUnavailable } }
        : state;
    case 'wait':
      return turn.step === 'answered' ? { ...state, turn: { ...turn, isHeld: true } } : state;
    case 'next':
      if (turn.step !== 'answered') return state;
      if (turn.feedback.isCompleted) return { ...state, turn: { step: 'finished' } };
      return { ...state, index: turn.feedback.currentQuestionIndex, turn: CHOOSING };
    case 'finished':
      return turn.step === 'ended' ? state : { ...state, turn: { step: 'finished' } };
    case 'ended':
      return { ...state, turn: { step: 'ended', reason: action.reason } };
    case 'reading started':
      return state.isSpeaking ? state : { ...state, isSpeaking: true };
    case 'reading stopped':
      return state.isSpeaking ? { ...state, isSpeaking: false } : state;
  }
}
