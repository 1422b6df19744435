import type { AnswerResponse, QuizResults } from '@contract/quiz.ts';
import { feedbackFor } from '@contract/quiz.ts';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ApiError, isApiError } from '@/lib/api-client.ts';
import { soundVolume, usePlaySettings } from '@/lib/play-settings.ts';
import { playSound } from '@/lib/sound.ts';
import { readAloud } from '@/lib/speech.ts';
import { useScreenStart } from '@/ui/screen-start.ts';
import { clearToast } from '@/ui/toast-store.ts';
import { fetchQuiz, useArrivingQuestions } from '../api/get-quiz.ts';
import { fetchResults } from '../api/get-quiz-results.ts';
import { requestHint } from '../api/request-hint.ts';
import { submitAnswer } from '../api/submit-answer.ts';
import {
  canAnswer,
  currentQuestion,
  feedbackOf,
  initialPlayerState,
  isWaitingForQuestion,
  movesOnByItself,
  type PlayerStart,
  playerReducer,
  typedAnswerOf,
  verdictOf,
  visibleOptions,
} from './quiz-player-state.ts';

/** After a right answer the player moves on by itself after this long (a tap on Wait holds it). */
const RIGHT_ANSWER_MS = 2_000;
/** After a spoken explanation, a moment to take it in before moving on by itself. */
const AFTER_SPEECH_MS = 1_000;
/** While the connection is down, a kept answer is tried again this often (and at once when it returns). */
const RESEND_EVERY_MS = 5_000;
/** What a hint says (and, with read-aloud on, speaks) when it takes an option away. */
export const HINT_WORDS = 'I took one away.';

/** The quiz is gone or its learner may not play it now: the player ends kindly, it does not retry. */
const ENDS_THE_QUIZ = ['NOT_FOUND', 'PREMIUM_REQUIRED', 'FORBIDDEN'] as const;

/** Resolves when the browser says it is online again, after AFTER_MS at the latest, or on abort. */
function connectionBack(afterMs: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, afterMs);
    window.addEventListener('online', done);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** What the results screen shows when the results call fails: built from the score alone. */
function localResults(score: number, total: number): QuizResults {
  const percentage = Math.round((score / Math.max(1, total)) * 100);
  return {
    score,
    total,
    percentage,
    strengths: [],
    improvements: [],
    feedback: `${feedbackFor(percentage, score, total)} You got ${score} of ${total} correct.`,
    questionsWithAnswers: [],
  };
}

const delay = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/**
 * The player's state and what happens around it: answers and hints sent to the server, questions
 * still arriving from the model, the feedback's sound and speech, and the move on by itself.
 */
export function useQuizPlayer(start: PlayerStart, onFinished: (results: QuizResults) => void, readsAloud: boolean) {
  const [state, dispatch] = useReducer(playerReducer, start, initialPlayerState);
  const { quiz, index } = state;
  const feedback = feedbackOf(state);
  const isFinished = state.turn.step === 'finished' || state.turn.step === 'ended';
  const total = quiz.questionCount;
  const volume = soundVolume(usePlaySettings());
  const speech = useRef<AbortController | null>(null);
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const question = currentQuestion(state);
  const options = visibleOptions(state);
  useScreenStart(questionHeading, isWaitingForQuestion(state) ? `waiting-${index}` : index);

  const finish = useRef(onFinished);
  finish.current = onFinished;
  const finishWith = useCallback(async (quizId: string, fallbackScore: number, fallbackTotal: number) => {
    dispatch({ type: 'finished' });
    finish.current(await fetchResults(quizId).catch(() => localResults(fallbackScore, fallbackTotal)));
  }, []);

  // Questions still arriving from the model are fetched while the child plays; when the model is
  // done and the child has answered everything it sent, the quiz has ended on the server.
  const arrived = useArrivingQuestions(quiz);
  useEffect(() => {
    if (!arrived) return;
    dispatch({
      type: 'questions arrived',
      after: arrived.after,
      questions: arrived.questions,
      questionCount: arrived.questionCount,
      isGenerating: arrived.isGenerating,
    });
    if (arrived.isCompleted && !arrived.isGenerating) {
      void finishWith(arrived.sessionId, arrived.score, arrived.questionCount);
    }
  }, [arrived, finishWith]);

  const stopSpeaking = useCallback(() => {
    speech.current?.abort();
    speech.current = null;
    dispatch({ type: 'reading stopped' });
  }, []);

  /** Speaks PARTS, replacing whatever was being read; resolves when done or stopped. */
  const say = useCallback(
    (parts: string[]) => {
      speech.current?.abort();
      const controller = new AbortController();
      speech.current = controller;
      dispatch({ type: 'reading started' });
      return readAloud(parts, controller.signal, start.speechLanguage).finally(() => {
        if (speech.current === controller) dispatch({ type: 'reading stopped' });
      });
    },
    [start.speechLanguage],
  );

  const questionParts = () =>
    question ? [question.question, ...options.map((option, position) => `${position + 1}. ${option}`)] : [];

  const readQuestion = () => {
    if (!question) return;
    if (state.isSpeaking) return stopSpeaking();
    void say(questionParts());
  };

  /** Say it again: the verdict and its why once answered, else the question and its options. */
  const sayAgain = () => {
    if (feedback) void say([verdictOf(feedback, start, typedAnswerOf(state)), feedback.explanation]);
    else if (question) void say(questionParts());
  };

  // With read-aloud on, each new question is read as it opens, and the one on screen as soon as
  // read-aloud is switched on; switching it off stops the voice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per question or switch, not on every render.
  useEffect(() => {
    if (readsAloud && question && !feedback) void say(questionParts());
    return stopSpeaking;
  }, [index, question === undefined, readsAloud]);

  /** Resolves when the feedback's reading ends (at once with read-aloud off). */
  const spokenFeedback = useRef<Promise<void>>(Promise.resolve());

  const moveOn = useCallback(async () => {
    if (!feedback || isFinished) return;
    stopSpeaking();
    dispatch({ type: 'next' });
    if (feedback.isCompleted) {
      playSound('finished', volume);
      await finishWith(quiz.sessionId, feedback.newScore, total);
    }
  }, [feedback, isFinished, stopSpeaking, volume, finishWith, quiz.sessionId, total]);

  // The feedback's sound and speech start once it is on screen (never delaying it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer.
  useEffect(() => {
    if (!feedback) return;
    playSound(feedback.isCorrect ? 'correct' : 'tryAgain', volume);
    clearToast();
    spokenFeedback.current = readsAloud
      ? say([verdictOf(feedback, start, typedAnswerOf(state)), feedback.explanation])
      : Promise.resolve();
  }, [feedback]);

  const isMovingOnByItself = movesOnByItself(state, { waitForNext: start.waitForNext, readAloud: readsAloud });

  // Feedback that waits for Next puts the focus on Next; otherwise it moves on after its pause.
  useEffect(() => {
    if (!feedback) return;
    if (!isMovingOnByItself) {
      nextButton.current?.focus({ preventScroll: true });
      return;
    }
    const controller = new AbortController();
    const pause = feedback.isCorrect ? RIGHT_ANSWER_MS : AFTER_SPEECH_MS;
    void Promise.all([
      delay(pause, controller.signal),
      spokenFeedback.current.then(() => (feedback.isCorrect ? undefined : delay(pause, controller.signal))),
    ]).then(() => {
      if (!controller.signal.aborted) void moveOn();
    });
    return () => controller.abort();
  }, [feedback, isMovingOnByItself, moveOn]);

  /** Another tab (or a lost answer) moved the quiz on: show the question the server is on now. */
  const catchUp = async () => {
    const saved = await fetchQuiz(quiz.sessionId);
    if (saved.isCompleted && !saved.isGenerating) {
      await finishWith(saved.sessionId, saved.score, saved.questionCount);
      return;
    }
    dispatch({ type: 'caught up', saved });
  };

  // An answer kept while the connection is down is sent again until it lands; leaving stops it.
  const resending = useRef<AbortController | null>(null);
  useEffect(() => () => resending.current?.abort(), []);

  /**
   * Sends the answer; a lost connection keeps it and tries again, so nothing the child did is lost.
   * A try whose answer landed but whose reply was lost is met by a refusal on the next: the stored
   * verdict is then read back from the quiz.
   */
  const send = async (questionIndex: number, option: string): Promise<AnswerResponse> => {
    const controller = new AbortController();
    resending.current = controller;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await submitAnswer(quiz.sessionId, questionIndex, option);
      } catch (error) {
        if (error instanceof ApiError) {
          const stored = attempt > 0 && isApiError(error, 'CONFLICT') ? await storedVerdict(questionIndex) : null;
          if (stored) return stored;
          throw error;
        }
        if (controller.signal.aborted) throw error;
        dispatch({ type: 'answer waiting' });
        await connectionBack(RESEND_EVERY_MS, controller.signal);
        if (controller.signal.aborted) throw error;
      }
    }
  };

  /** The verdict the server stored for question QUESTIONINDEX, if it was answered and the quiz moved on from it. */
  const storedVerdict = async (questionIndex: number): Promise<AnswerResponse | null> => {
    const saved = await fetchQuiz(quiz.sessionId).catch(() => null);
    const answered = saved?.questions[questionIndex];
    if (!saved || !answered || answered.isCorrect === undefined) return null;
    if (!saved.isCompleted && saved.currentQuestionIndex !== questionIndex + 1) return null;
    return {
      newScore: saved.score,
      currentQuestionIndex: saved.currentQuestionIndex,
      isCompleted: saved.isCompleted,
      isCorrect: answered.isCorrect,
      correctAnswer: answered.correctAnswer ?? '',
      explanation: answered.explanation ?? '',
    };
  };

  const choose = async (option: string) => {
    if (!canAnswer(state)) return;
    stopSpeaking();
    dispatch({ type: 'answer chosen', option });
    // The answer is on its way before the click sound is made, so the sound never holds it up.
    const answered = send(index, option);
    playSound('select', volume);
    try {
      dispatch({ type: 'feedback shown', answer: await answered });
    } catch (error) {
      if (isApiError(error, 'CONFLICT')) {
        // A kept answer that had landed before the connection dropped: the server has moved on.
        dispatch({ type: 'answer failed' });
        await catchUp().catch(() => dispatch({ type: 'answer failed', problem: error.message }));
        return;
      }
      if (ENDS_THE_QUIZ.some((code) => isApiError(error, code))) {
        stopSpeaking();
        dispatch({ type: 'ended', reason: error instanceof Error ? error.message : '' });
        return;
      }
      if (!(error instanceof ApiError)) return; // Left while waiting: nothing to show.
      dispatch({ type: 'answer failed', problem: error.message });
    }
  };

  const takeHint = async () => {
    try {
      const { removedOption } = await requestHint(quiz.sessionId, index);
      dispatch({ type: 'hint', questionIndex: index, removedOption });
      if (readsAloud) void say([HINT_WORDS]);
    } catch {
      dispatch({ type: 'hint refused' });
    }
  };

  return {
    state,
    question,
    options,
    /** The model stopped before sending every question: the player says so and offers a new quiz. */
    generationStopped: arrived?.generationStopped === true,
    isMovingOnByItself,
    questionHeading,
    nextButton,
    readQuestion,
    sayAgain,
    choose,
    takeHint,
    moveOn,
    wait: () => dispatch({ type: 'wait' }),
  };
}
