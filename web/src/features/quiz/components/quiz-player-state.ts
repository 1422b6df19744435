import type { AnswerResponse, GenerateQuizResponse, PlayerQuestion, QuizSession } from '@contract/quiz.ts';
import { QUIZ_MESSAGES } from '@contract/quiz.ts';

export interface PlayerStart {
  quiz: GenerateQuizResponse;
  startIndex: number;
  startScore: number;
  /** Safety quizzes say "the safest choice"; Brain Booster says "the answer". */
  isSafety: boolean;
  /** The parent's choice: after a not-quite answer, wait for Next even when the explanation was read aloud. */
  waitForNext: boolean;
}

/** Everything the player shows, changed only by the actions below. */
export interface PlayerState {
  quiz: GenerateQuizResponse;
  index: number;
  score: number;
  /** The option (or typed text) sent as the answer to the question on screen; null until the child answers. */
  chosen: string | null;
  /** The server's verdict on the answer, on screen until the child moves on. */
  feedback: AnswerResponse | null;
  /** A tap on Wait: the feedback stays until Next. */
  isHeld: boolean;
  /** Options a hint has taken away, by question position. */
  removed: Record<number, string[]>;
  problem: string | null;
  isSpeaking: boolean;
  /** The quiz is over and its results are on their way: nothing more can be answered or moved on from. */
  isFinished: boolean;
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
  | { type: 'feedback shown'; answer: AnswerResponse }
  /** The answer did not reach the server: the options open again, with PROBLEM said if there is one. */
  | { type: 'answer failed'; problem?: string }
  /** The server had moved on without this player (another tab, a lost answer): show where it is now. */
  | { type: 'caught up'; session: QuizSession }
  | { type: 'hint'; questionIndex: number; removedOption: string }
  | { type: 'hint refused' }
  | { type: 'wait' }
  | { type: 'next' }
  | { type: 'finished' }
  | { type: 'reading started' }
  | { type: 'reading stopped' };

function removedBySession(questions: PlayerQuestion[]): Record<number, string[]> {
  return Object.fromEntries(questions.map((question, position) => [position, question.removedOptions]));
}

export function initialPlayerState(start: PlayerStart): PlayerState {
  return {
    quiz: start.quiz,
    index: start.startIndex,
    score: start.startScore,
    chosen: null,
    feedback: null,
    isHeld: false,
    removed: removedBySession(start.quiz.questions),
    problem: null,
    isSpeaking: false,
    isFinished: false,
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
  return state.chosen === null && !state.isFinished && currentQuestion(state) !== undefined;
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
    state.chosen === null
  );
}

/** Right answers lead on by themselves; a not-quite one only when the parent allowed it and it was read aloud. */
export function movesOnByItself(
  state: PlayerState,
  { waitForNext, readAloud }: { waitForNext: boolean; readAloud: boolean },
): boolean {
  const { feedback } = state;
  return feedback !== null && !state.isHeld && (feedback.isCorrect || (!waitForNext && readAloud));
}

/**
 * The verdict in words: the same text is shown and spoken. A safety choice is "the safest choice";
 * a fact (Brain Booster, or the child's own details in Know Myself) is "the answer".
 */
export function verdictOf(feedback: AnswerResponse, start: Pick<PlayerStart, 'isSafety' | 'quiz'>): string {
  const isSafetyChoice = start.isSafety && start.quiz.quizType !== 'personal-info';
  return feedback.isCorrect
    ? 'Great job!'
    : `Good try! ${isSafetyChoice ? 'The safest choice is' : 'The answer is'} “${feedback.correctAnswer}”.`;
}

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
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
      return { ...state, chosen: action.option, problem: null };
    case 'feedback shown':
      return { ...state, feedback: action.answer, score: action.answer.newScore };
    case 'answer failed':
      return { ...state, chosen: null, problem: action.problem ?? null };
    case 'caught up': {
      const { session } = action;
      return {
        ...state,
        quiz: {
          ...state.quiz,
          questions: session.questions,
          questionCount: session.questionCount,
          isGenerating: session.isGenerating,
        },
        removed: removedBySession(session.questions),
        score: session.score,
        index: session.currentQuestionIndex,
        chosen: null,
        feedback: null,
        isHeld: false,
      };
    }
    case 'hint':
      return { ...state, removed: { ...state.removed, [action.questionIndex]: [action.removedOption] } };
    case 'hint refused':
      return { ...state, problem: QUIZ_MESSAGES.hintUnavailable };
    case 'wait':
      return state.feedback ? { ...state, isHeld: true } : state;
    case 'next':
      if (!state.feedback || state.isFinished) return state;
      if (state.feedback.isCompleted) return { ...state, isFinished: true };
      return { ...state, index: state.feedback.currentQuestionIndex, chosen: null, feedback: null, isHeld: false };
    case 'finished':
      return { ...state, isFinished: true };
    case 'reading started':
      return state.isSpeaking ? state : { ...state, isSpeaking: true };
    case 'reading stopped':
      return state.isSpeaking ? { ...state, isSpeaking: false } : state;
  }
}
