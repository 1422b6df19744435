import { CircleCheck, Lightbulb, Sparkle, Volume2, VolumeX } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnswerResponse, GenerateQuizResponse, QuizResults } from '../../../../../contract/quiz.ts';
import { feedbackFor } from '../../../../../contract/quiz.ts';
import { cn } from '../../../lib/cn.ts';
import { DEFAULT_VOLUME, playSound } from '../../../lib/sound.ts';
import { canSpeak, readAloud } from '../../../lib/speech.ts';
import { Button } from '../../../ui/button.tsx';
import { fetchResults, fetchSession, requestHint, submitAnswer } from '../api/quiz-api.ts';
import { FlagPicture } from './flag-picture.tsx';

const FEEDBACK_MS = 2_000;
/** While a model is still sending questions, the player asks for the new ones this often. */
const STREAM_POLL_MS = 1_000;

export interface PlayerStart {
  quiz: GenerateQuizResponse;
  startIndex: number;
  startScore: number;
  /** Safety quizzes say "the safest choice"; Brain Booster says "the answer". */
  isSafety: boolean;
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

export function QuizPlayer({
  start,
  onFinished,
  onBackToSetup,
}: {
  start: PlayerStart;
  onFinished: (results: QuizResults) => void;
  onBackToSetup: () => void;
}) {
  const [quiz, setQuiz] = useState(start.quiz);
  const total = quiz.questionCount;
  const [index, setIndex] = useState(start.startIndex);
  const [score, setScore] = useState(start.startScore);
  const [chosen, setChosen] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<AnswerResponse | null>(null);
  const [removed, setRemoved] = useState<Record<number, string[]>>(() =>
    Object.fromEntries(quiz.questions.map((question, position) => [position, question.removedOptions])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [isSpeaking, setIsSpeaking] = useState(false);
  const [volume, setVolume] = useState(DEFAULT_VOLUME);
  const [isMuted, setIsMuted] = useState(false);
  const speech = useRef<AbortController | null>(null);
  const questionHeading = useRef<HTMLHeadingElement>(null);

  const question = quiz.questions[index];
  const isWaitingForQuestion = question === undefined && quiz.isGenerating;

  // Questions still arriving from the model are fetched while the child plays; when the model is
  // done and the child has answered everything it sent, the quiz has ended on the server.
  const finish = useRef(onFinished);
  finish.current = onFinished;
  useEffect(() => {
    if (!quiz.isGenerating) return;
    const timer = window.setInterval(async () => {
      const session = await fetchSession(quiz.sessionId).catch(() => null);
      if (!session) return;
      setQuiz((current) => ({
        ...current,
        questions: session.questions,
        questionCount: session.questionCount,
        isGenerating: session.isGenerating,
      }));
      if (session.isCompleted && !session.isGenerating) {
        finish.current(
          await fetchResults(quiz.sessionId).catch(() => localResults(session.score, session.questionCount)),
        );
      }
    }, STREAM_POLL_MS);
    return () => window.clearInterval(timer);
  }, [quiz.isGenerating, quiz.sessionId]);
  const visibleOptions = question ? question.options.filter((option) => !(removed[index] ?? []).includes(option)) : [];
  const canHint =
    question !== undefined && question.options.length >= 3 && (removed[index] ?? []).length === 0 && chosen === null;
  const soundVolume = isMuted ? 0 : volume;

  const stopSpeaking = useCallback(() => {
    speech.current?.abort();
    speech.current = null;
    setIsSpeaking(false);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new question takes the focus and stops any reading.
  useEffect(() => {
    questionHeading.current?.focus();
    return stopSpeaking;
  }, [index, stopSpeaking]);

  const speak = () => {
    if (!question) return;
    if (isSpeaking) return stopSpeaking();
    const controller = new AbortController();
    speech.current = controller;
    setIsSpeaking(true);
    void readAloud(
      [question.question, ...visibleOptions.map((option, position) => `${position + 1}. ${option}`)],
      controller.signal,
    ).finally(() => {
      if (speech.current === controller) setIsSpeaking(false);
    });
  };

  const choose = useCallback(
    async (option: string) => {
      if (chosen !== null || !question) return;
      stopSpeaking();
      setChosen(option);
      setProblem(null);
      playSound('select', soundVolume);
      try {
        const answer = await submitAnswer(quiz.sessionId, index, option);
        setFeedback(answer);
        setScore(answer.newScore);
        playSound(answer.isCorrect ? 'correct' : 'tryAgain', soundVolume);
        setTimeout(async () => {
          if (answer.isCompleted) {
            playSound('finished', soundVolume);
            onFinished(await fetchResults(quiz.sessionId).catch(() => localResults(answer.newScore, total)));
            return;
          }
          setIndex(answer.currentQuestionIndex);
          setChosen(null);
          setFeedback(null);
        }, FEEDBACK_MS);
      } catch (error) {
        setChosen(null);
        setProblem(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
      }
    },
    [chosen, question, stopSpeaking, soundVolume, quiz.sessionId, index, total, onFinished],
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
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const position = Number(event.key) - 1;
      const option = visibleOptions[position];
      if (option !== undefined && Number.isInteger(position)) {
        event.preventDefault();
        void choose(option);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [visibleOptions, choose]);

  if (isWaitingForQuestion) {
    return (
      <div className="mx-auto flex min-h-[40vh] w-full max-w-3xl flex-col items-center justify-center gap-4 px-4 text-center">
        <span
          className="size-10 rounded-full border-4 border-iris-5 border-t-iris-9 motion-safe:animate-spin"
          aria-hidden="true"
        />
        <p role="status" className="font-display text-2xl font-semibold">
          Your next question is on its way…
        </p>
        <p className="text-sand-11">
          Question {index + 1} of {total}
        </p>
      </div>
    );
  }
  if (!question) return null;
  const progress = ((index + (feedback ? 1 : 0)) / total) * 100;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 pb-16 pt-2 sm:px-6">
      <title>{`${quiz.title} — question ${index + 1} — SafeSteps`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-bold text-sand-11">
          Question {index + 1} of {total}
        </p>
        <div className="flex items-center gap-2">
          <Button
            variant="ghost"
            onClick={() => setIsMuted((muted) => !muted)}
            aria-pressed={!isMuted}
            aria-label={isMuted ? 'Turn sound on' : 'Turn sound off'}
          >
            {isMuted ? (
              <VolumeX className="size-5" aria-hidden="true" />
            ) : (
              <Volume2 className="size-5" aria-hidden="true" />
            )}
          </Button>
          <label className="flex items-center gap-2 text-sm text-sand-11">
            <span className="sr-only sm:not-sr-only">Volume</span>
            <input
              type="range"
              min={0}
              max={1}
              step={0.1}
              value={volume}
              onChange={(event) => setVolume(Number(event.target.value))}
              className="w-24 accent-iris-9"
              disabled={isMuted}
            />
          </label>
        </div>
      </div>
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

      <section
        aria-labelledby="quiz-question"
        className="rounded-[var(--radius-tile)] border border-sand-6 bg-white p-5 shadow-[var(--shadow-card)] sm:p-8"
      >
        <div className="flex items-start gap-3">
          <h1
            id="quiz-question"
            ref={questionHeading}
            tabIndex={-1}
            className="flex-1 font-sans text-[clamp(1.5rem,4vw,2rem)] font-bold leading-snug text-sand-12 focus:outline-none"
          >
            {question.question}
          </h1>
          {canSpeak() ? (
            <Button
              variant="secondary"
              onClick={speak}
              aria-label={isSpeaking ? 'Stop reading' : 'Read the question aloud'}
              className="shrink-0"
            >
              <Volume2 className="size-5" aria-hidden="true" />
              <span className="hidden sm:inline">{isSpeaking ? 'Reading…' : 'Read aloud'}</span>
            </Button>
          ) : null}
        </div>
        {question.image ? <FlagPicture image={question.image} /> : null}
        {isSpeaking ? (
          <p className="mt-2 text-sm font-bold text-iris-11" aria-live="polite">
            Reading…
          </p>
        ) : null}

        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
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
                  <span className="flex-1">{option}</span>
                  {isRight ? <CircleCheck className="size-6 shrink-0 text-grass-11" aria-label="Right answer" /> : null}
                </button>
              </li>
            );
          })}
        </ul>

        <div aria-live="polite" className="mt-5">
          {feedback ? (
            <div
              className={cn(
                'rounded-2xl border-2 p-4',
                feedback.isCorrect ? 'border-grass-7 bg-grass-2' : 'border-amber-7 bg-amber-2',
              )}
            >
              <p className="flex items-center gap-2 text-xl font-bold">
                {feedback.isCorrect ? (
                  <CircleCheck className="size-6 text-grass-11" aria-hidden="true" />
                ) : (
                  <Sparkle className="size-6 text-amber-11" aria-hidden="true" />
                )}
                {feedback.isCorrect
                  ? 'Great job!'
                  : `Good try! ${start.isSafety ? 'The safest choice is' : 'The answer is'} “${feedback.correctAnswer}”.`}
              </p>
              <p className="mt-1 text-lg">{feedback.explanation}</p>
              <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-white/70" aria-hidden="true">
                <div className="h-full origin-left bg-sand-9 motion-safe:animate-[shrink_2s_linear_forwards]" />
              </div>
            </div>
          ) : null}
          {problem ? (
            <p role="alert" className="font-bold text-red-11">
              {problem}
            </p>
          ) : null}
        </div>

        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <Button variant="ghost" onClick={() => void takeHint()} disabled={!canHint}>
            <Lightbulb className="size-5" aria-hidden="true" />
            Use a hint
          </Button>
          <p className="text-sm text-sand-11">Tip: press 1 to {Math.max(visibleOptions.length, 2)} to answer.</p>
        </div>
      </section>
      <p className="text-center">
        <button type="button" onClick={onBackToSetup} className="min-h-12 px-4 font-bold text-iris-11">
          Back to Setup
        </button>
      </p>
      <p className="sr-only" aria-live="polite">
        Score {score}
      </p>
    </div>
  );
}
