import type { AnswerResponse, GenerateQuizResponse, QuizResults } from '@contract/quiz.ts';
import { feedbackFor } from '@contract/quiz.ts';
import { ArrowRight, CircleCheck, Hand, Lightbulb, Sparkle, Volume2 } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { soundVolume, usePlaySettings } from '@/lib/play-settings.ts';
import { playSound } from '@/lib/sound.ts';
import { canSpeak, readAloud } from '@/lib/speech.ts';
import { Button } from '@/ui/button.tsx';
import { Guide } from '@/ui/pictures.tsx';
import { useScreenStart } from '@/ui/screen-start.ts';
import { clearToast } from '@/ui/toast-store.ts';
import { fetchResults } from '../api/get-quiz-results.ts';
import { fetchSession, useArrivingQuestions } from '../api/get-quiz-session.ts';
import { requestHint } from '../api/request-hint.ts';
import { submitAnswer } from '../api/submit-answer.ts';
import { FlagPicture } from './flag-picture.tsx';
import { GrownUpsExit } from './grown-ups-exit.tsx';
import { PlaySettingsMenu } from './play-settings-menu.tsx';
import { TypedAnswer } from './typed-answer.tsx';

/** After a right answer the player moves on by itself after this long (a tap on Wait holds it). */
const RIGHT_ANSWER_MS = 2_000;
/** After a spoken explanation, a moment to take it in before moving on by itself. */
const AFTER_SPEECH_MS = 1_000;

export interface PlayerStart {
  quiz: GenerateQuizResponse;
  startIndex: number;
  startScore: number;
  /** Safety quizzes say "the safest choice"; Brain Booster says "the answer". */
  isSafety: boolean;
  /** The parent's choice: after a not-quite answer, wait for Next even when the explanation was read aloud. */
  waitForNext: boolean;
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

/** Keys that move on from the feedback, as the Next button does. */
const NEXT_KEYS = new Set(['Enter', ' ', 'ArrowRight']);

export function QuizPlayer({
  start,
  intro,
  onFinished,
  onBackToSetup,
}: {
  start: PlayerStart;
  /** Shown above the first question until it is answered (the child's privacy note on a first quiz). */
  intro?: ReactNode;
  onFinished: (results: QuizResults) => void;
  onBackToSetup: () => void;
}) {
  const [quiz, setQuiz] = useState(start.quiz);
  const total = quiz.questionCount;
  const [index, setIndex] = useState(start.startIndex);
  const [score, setScore] = useState(start.startScore);
  const [chosen, setChosen] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<AnswerResponse | null>(null);
  /** A tap on Wait: the feedback stays until Next. */
  const [isHeld, setIsHeld] = useState(false);
  const [removed, setRemoved] = useState<Record<number, string[]>>(() =>
    Object.fromEntries(quiz.questions.map((question, position) => [position, question.removedOptions])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [isSpeaking, setIsSpeaking] = useState(false);
  const settings = usePlaySettings();
  const volume = soundVolume(settings);
  const speech = useRef<AbortController | null>(null);
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);

  const question = quiz.questions[index];
  const isWaitingForQuestion = question === undefined && quiz.isGenerating;
  useScreenStart(questionHeading, isWaitingForQuestion ? `waiting-${index}` : index);

  const finish = useRef(onFinished);
  finish.current = onFinished;
  const finishWith = useCallback(async (sessionId: string, fallbackScore: number, fallbackTotal: number) => {
    finish.current(await fetchResults(sessionId).catch(() => localResults(fallbackScore, fallbackTotal)));
  }, []);

  // Questions still arriving from the model are fetched while the child plays; when the model is
  // done and the child has answered everything it sent, the quiz has ended on the server.
  const arrived = useArrivingQuestions(quiz);
  useEffect(() => {
    if (!arrived) return;
    setQuiz((current) =>
      current.questions.length === arrived.after
        ? {
            ...current,
            questions: [...current.questions, ...arrived.questions],
            questionCount: arrived.questionCount,
            isGenerating: arrived.isGenerating,
          }
        : current,
    );
    if (arrived.isCompleted && !arrived.isGenerating) {
      void finishWith(arrived.sessionId, arrived.score, arrived.questionCount);
    }
  }, [arrived, finishWith]);

  // A typed question shows no options: reading them out or a number key would give the answer away.
  const isTyped = question?.answerMode === 'type';
  const visibleOptions =
    question && !isTyped ? question.options.filter((option) => !(removed[index] ?? []).includes(option)) : [];
  const canHint =
    question !== undefined &&
    !isTyped &&
    question.options.length >= 3 &&
    (removed[index] ?? []).length === 0 &&
    chosen === null;

  const stopSpeaking = useCallback(() => {
    speech.current?.abort();
    speech.current = null;
    setIsSpeaking(false);
  }, []);

  /** Speaks PARTS, replacing whatever was being read; resolves when done or stopped. */
  const say = useCallback((parts: string[]) => {
    speech.current?.abort();
    const controller = new AbortController();
    speech.current = controller;
    setIsSpeaking(true);
    return readAloud(parts, controller.signal).finally(() => {
      if (speech.current === controller) setIsSpeaking(false);
    });
  }, []);

  const readQuestion = () => {
    if (!question) return;
    if (isSpeaking) return stopSpeaking();
    void say([question.question, ...visibleOptions.map((option, position) => `${position + 1}. ${option}`)]);
  };

  // With read-aloud on, each new question is read as it opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per question, not on every render.
  useEffect(() => {
    if (settings.readAloud && question && !feedback) readQuestion();
    return stopSpeaking;
  }, [index, question === undefined]);

  /** The verdict in words: the same text is shown and spoken. */
  const verdict = feedback
    ? feedback.isCorrect
      ? 'Great job!'
      : `Good try! ${start.isSafety && !isTyped ? 'The safest choice is' : 'The answer is'} “${feedback.correctAnswer}”.`
    : '';

  /** Resolves when the feedback's reading ends (at once with read-aloud off). */
  const spokenFeedback = useRef<Promise<void>>(Promise.resolve());

  const moveOn = useCallback(async () => {
    if (!feedback) return;
    stopSpeaking();
    if (feedback.isCompleted) {
      playSound('finished', volume);
      await finishWith(quiz.sessionId, feedback.newScore, total);
      return;
    }
    setIndex(feedback.currentQuestionIndex);
    setChosen(null);
    setFeedback(null);
    setIsHeld(false);
  }, [feedback, stopSpeaking, volume, finishWith, quiz.sessionId, total]);

  // The feedback's sound and speech start once it is on screen (never delaying it), and focus goes
  // to Next when it waits.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer.
  useEffect(() => {
    if (!feedback) return;
    playSound(feedback.isCorrect ? 'correct' : 'tryAgain', volume);
    clearToast();
    spokenFeedback.current = settings.readAloud ? say([verdict, feedback.explanation]) : Promise.resolve();
  }, [feedback]);

  /** Right answers lead on by themselves; a not-quite one only when the parent allowed it and it was read aloud. */
  const movesOnByItself =
    feedback !== null && !isHeld && (feedback.isCorrect || (!start.waitForNext && settings.readAloud));

  useEffect(() => {
    if (!feedback) return;
    if (!movesOnByItself) {
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
  }, [feedback, movesOnByItself, moveOn]);

  /** Another tab (or a lost answer) moved the quiz on: show the question the server is on now. */
  const catchUp = useCallback(async () => {
    const session = await fetchSession(quiz.sessionId);
    if (session.isCompleted && !session.isGenerating) {
      await finishWith(session.sessionId, session.score, session.questionCount);
      return;
    }
    setQuiz((current) => ({
      ...current,
      questions: session.questions,
      questionCount: session.questionCount,
      isGenerating: session.isGenerating,
    }));
    setRemoved(Object.fromEntries(session.questions.map((entry, position) => [position, entry.removedOptions])));
    setScore(session.score);
    setIndex(session.currentQuestionIndex);
    setChosen(null);
    setFeedback(null);
  }, [quiz.sessionId, finishWith]);

  const choose = useCallback(
    async (option: string) => {
      if (chosen !== null || !question) return;
      stopSpeaking();
      setChosen(option);
      setProblem(null);
      // The answer is on its way before the click sound is made, so the sound never holds it up.
      const answered = submitAnswer(quiz.sessionId, index, option);
      playSound('select', volume);
      try {
        const answer = await answered;
        setFeedback(answer);
        setScore(answer.newScore);
      } catch (error) {
        setChosen(null);
        if (isApiError(error, 'CONFLICT')) {
          await catchUp().catch(() => setProblem(error.message));
          return;
        }
        setProblem(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
      }
    },
    [chosen, question, stopSpeaking, volume, quiz.sessionId, index, catchUp],
  );

  const takeHint = async () => {
    try {
      const { removedOption } = await requestHint(quiz.sessionId, index);
      setRemoved((current) => ({ ...current, [index]: [removedOption] }));
    } catch {
      setProblem('No hint is available for this question.');
    }
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, select, textarea, [role="dialog"]')) return;
      // Enter and Space on a focused button press that button (Next, Wait, a setting).
      const isOnControl = Boolean(target?.closest('button, a'));
      if (feedback) {
        if (NEXT_KEYS.has(event.key) && !(isOnControl && event.key !== 'ArrowRight')) {
          event.preventDefault();
          void moveOn();
        }
        return;
      }
      const position = Number(event.key) - 1;
      const option = visibleOptions[position];
      if (option !== undefined && Number.isInteger(position)) {
        event.preventDefault();
        void choose(option);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [visibleOptions, choose, feedback, moveOn]);

  const topBar = (
    <div className="relative flex flex-wrap items-center justify-between gap-2">
      <p className="font-bold text-sand-11">
        Question {index + 1} of {total}
      </p>
      <div className="flex items-center gap-1">
        <PlaySettingsMenu />
        <GrownUpsExit onLeave={onBackToSetup} />
      </div>
    </div>
  );

  if (isWaitingForQuestion) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 pb-16 pt-2 sm:px-6">
        {topBar}
        <div className="flex min-h-[40vh] flex-col items-center justify-center gap-4 text-center">
          <Guide mood="thinking" className="size-24 motion-safe:animate-float" />
          <h1 ref={questionHeading} tabIndex={-1} className="font-display text-2xl font-semibold focus:outline-none">
            Your next question is on its way…
          </h1>
        </div>
      </div>
    );
  }
  if (!question) return null;
  const progress = ((index + (feedback ? 1 : 0)) / total) * 100;
  const showsNext = feedback !== null && !movesOnByItself;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 pb-10 pt-2 sm:px-6">
      <title>{`${quiz.title} — question ${index + 1} — SafeSteps`}</title>
      {topBar}
      <div
        className="h-3 overflow-hidden rounded-full bg-sand-4"
        role="progressbar"
        aria-label="Quiz progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={index + (feedback ? 1 : 0)}
      >
        <div
          className="h-full rounded-full bg-iris-9 transition-[width] duration-300 ease-out"
          style={{ width: `${progress}%` }}
        />
      </div>
      {quiz.notice && index === 0 ? (
        <p role="status" className="rounded-2xl bg-grass-3 px-4 py-3 text-lg font-bold text-grass-11">
          {quiz.notice}
        </p>
      ) : null}

      {index === 0 && feedback === null ? intro : null}

      <section
        aria-labelledby="quiz-question"
        className="rounded-[var(--radius-tile)] border border-sand-6 bg-white p-4 shadow-[var(--shadow-card)] sm:p-8"
      >
        <div className="flex items-start gap-3">
          <h1
            id="quiz-question"
            ref={questionHeading}
            tabIndex={-1}
            className="min-w-0 flex-1 break-words font-sans text-[clamp(1.5rem,4vw,2rem)] font-bold leading-snug text-sand-12 focus:outline-none"
          >
            {question.question}
          </h1>
          {canSpeak() ? (
            <Button
              variant="secondary"
              onClick={readQuestion}
              aria-label={isSpeaking && !feedback ? 'Stop reading' : 'Read the question aloud'}
              className="shrink-0 px-3"
            >
              <Volume2 className="size-6" aria-hidden="true" />
              <span className="hidden sm:inline">{isSpeaking && !feedback ? 'Reading…' : 'Read aloud'}</span>
            </Button>
          ) : null}
        </div>
        {question.image ? <FlagPicture image={question.image} /> : null}
        {isSpeaking && !feedback ? (
          <p className="mt-2 text-sm font-bold text-iris-11" aria-live="polite">
            Reading…
          </p>
        ) : null}

        {isTyped ? (
          <TypedAnswer key={index} disabled={chosen !== null} onCheck={(text) => void choose(text)} />
        ) : (
          <ul className="mt-5 grid gap-3 sm:grid-cols-2">
            {question.options.map((option) => {
              const isRemoved = (removed[index] ?? []).includes(option);
              const position = visibleOptions.indexOf(option);
              const isChosen = chosen === option;
              const isRight = feedback !== null && option === feedback.correctAnswer;
              return (
                <li
                  key={option}
                  className={cn('transition-opacity duration-200', isRemoved && 'opacity-0')}
                  hidden={isRemoved}
                >
                  <button
                    type="button"
                    disabled={chosen !== null}
                    onClick={() => void choose(option)}
                    className={cn(
                      'flex min-h-16 w-full items-center gap-3 rounded-2xl border-2 px-4 py-3 text-left text-[1.25rem] font-bold transition-colors duration-150',
                      'disabled:cursor-default',
                      isRight
                        ? 'border-grass-8 bg-grass-3'
                        : isChosen
                          ? feedback
                            ? 'border-amber-8 bg-amber-3'
                            : 'border-iris-8 bg-iris-3'
                          : 'border-sand-6 bg-white hover:border-iris-7 hover:bg-iris-2',
                    )}
                  >
                    <span
                      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-sand-4 text-base text-sand-12"
                      aria-hidden="true"
                    >
                      {position + 1}
                    </span>
                    <span className="min-w-0 flex-1 break-words">{option}</span>
                    {isRight ? (
                      <CircleCheck className="size-6 shrink-0 text-grass-11" aria-label="Right answer" />
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}

        {problem ? (
          <p role="alert" className="mt-4 font-bold text-red-11">
            {problem}
          </p>
        ) : null}

        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <Button variant="ghost" onClick={() => void takeHint()} disabled={!canHint}>
            <Lightbulb className="size-5" aria-hidden="true" />
            Use a hint
          </Button>
          {isTyped ? null : (
            <p className="hidden text-sm text-sand-11 sm:block">
              Tip: press 1 to {Math.max(visibleOptions.length, 2)} to answer.
            </p>
          )}
        </div>
      </section>

      {/* Sticky to the foot of the screen: on a phone the verdict and the why are in view however far
          down the options reach, and where there is room it simply sits under them. */}
      <div aria-live="polite" className="sticky bottom-0 z-20 -mx-4 sm:mx-0">
        {feedback ? (
          <div
            data-testid="answer-feedback"
            className={cn(
              'max-h-[70dvh] overflow-y-auto border-2 p-4 shadow-[var(--shadow-lift)] animate-rise',
              'rounded-t-[var(--radius-tile)] sm:rounded-[var(--radius-tile)]',
              feedback.isCorrect ? 'border-grass-7 bg-grass-2' : 'border-amber-7 bg-amber-2',
            )}
          >
            <div className="flex items-start gap-3">
              <Guide mood={feedback.isCorrect ? 'cheer' : 'thinking'} className="size-14 shrink-0" />
              <div className="min-w-0 flex-1">
                <p className="flex items-start gap-2 break-words text-xl font-bold">
                  {feedback.isCorrect ? (
                    <CircleCheck className="mt-0.5 size-6 shrink-0 text-grass-11" aria-hidden="true" />
                  ) : (
                    <Sparkle className="mt-0.5 size-6 shrink-0 text-amber-11" aria-hidden="true" />
                  )}
                  <span>{verdict}</span>
                </p>
                <p data-testid="answer-explanation" className="mt-1 break-words text-lg">
                  {feedback.explanation}
                </p>
              </div>
            </div>
            {movesOnByItself ? (
              <div className="mt-3 flex items-center gap-3">
                <div className="h-2 flex-1 overflow-hidden rounded-full bg-white/80" aria-hidden="true">
                  <div
                    className={cn(
                      'h-full origin-left',
                      feedback.isCorrect ? 'bg-grass-9 motion-safe:animate-[shrink_2s_linear_forwards]' : 'bg-amber-9',
                    )}
                  />
                </div>
                <Button variant="secondary" onClick={() => setIsHeld(true)}>
                  <Hand className="size-5" aria-hidden="true" />
                  Wait
                </Button>
              </div>
            ) : null}
            {showsNext ? (
              <Button ref={nextButton} size="lg" onClick={() => void moveOn()} className="mt-4 w-full sm:w-auto">
                {feedback.isCompleted ? 'See my results' : 'Next'}
                <ArrowRight className="size-6" aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        Score {score}
      </p>
    </div>
  );
}
