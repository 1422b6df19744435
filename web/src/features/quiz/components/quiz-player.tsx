import { QUIZ_MESSAGES, type QuizResults } from '@contract/quiz.ts';
import { Lightbulb, Volume2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { canSpeak } from '@/lib/speech.ts';
import { Button } from '@/ui/button.tsx';
import { Guide } from '@/ui/pictures.tsx';
import { AnswerFeedback } from './answer-feedback.tsx';
import { AnswerOptions } from './answer-options.tsx';
import { FlagPicture } from './flag-picture.tsx';
import { GrownUpsExit } from './grown-ups-exit.tsx';
import { PlaySettingsMenu } from './play-settings-menu.tsx';
import {
  canHint,
  chosenOf,
  feedbackOf,
  isTypedQuestion,
  isWaitingForQuestion,
  type PlayerStart,
  typedAnswerOf,
  verdictOf,
} from './quiz-player-state.ts';
import { TypedAnswer } from './typed-answer.tsx';
import { usePlayerKeys } from './use-player-keys.ts';
import { HINT_WORDS, useQuizPlayer } from './use-quiz-player.ts';

function TopBar({
  index,
  total,
  readAloud,
  onReadAloudChange,
  onLeave,
  leavePurpose,
}: {
  index: number;
  total: number;
  readAloud: boolean;
  onReadAloudChange: (on: boolean) => void;
  onLeave: () => void;
  leavePurpose: string;
}) {
  return (
    <div className="relative flex flex-wrap items-center justify-between gap-2">
      <p className="font-bold text-sand-11">
        Question {index + 1} of {total}
      </p>
      <div className="flex items-center gap-1">
        <PlaySettingsMenu readAloud={readAloud} onReadAloudChange={onReadAloudChange} />
        <GrownUpsExit onLeave={onLeave} purpose={leavePurpose} />
      </div>
    </div>
  );
}

/** A quiz that can no longer be played (its learner deleted, the plan changed) ends in a child's words. */
function QuizEnded({ wayBack }: { wayBack: { label: string; onClick: () => void } }) {
  return (
    <div className="mx-auto flex min-h-[60vh] w-full max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <Guide mood="happy" className="size-24" />
      <h1 className="font-display text-3xl font-semibold">This quiz has stopped</h1>
      <p className="text-xl">It can’t be played any more. Ask your grown-up to help you pick another one.</p>
      <Button size="lg" onClick={wayBack.onClick}>
        {wayBack.label}
      </Button>
    </div>
  );
}

export function QuizPlayer({
  start,
  readAloud,
  onReadAloudChange,
  intro,
  onFinished,
  onLeave,
  leavePurpose = 'Leave the quiz and go back to setting it up',
  wayBack,
}: {
  start: PlayerStart;
  /** Whether the child playing has everything read aloud (their parent's choice, see useReadAloud). */
  readAloud: boolean;
  /** The player's own switch: read-aloud on or off for the rest of the visit. */
  onReadAloudChange: (on: boolean) => void;
  /** Shown above the first question until it is answered (the child's privacy note on a first quiz). */
  intro?: ReactNode;
  onFinished: (results: QuizResults) => void;
  /** A grown-up passed the gate to leave the quiz. */
  onLeave: () => void;
  /** What leaving does, said to the grown-up at the gate. */
  leavePurpose?: string;
  /** Where a quiz that can no longer be played leads. */
  wayBack: { label: string; onClick: () => void };
}) {
  const player = useQuizPlayer(start, onFinished, readAloud);
  const { state, question, options } = player;
  const { quiz, index, isSpeaking, turn } = state;
  const feedback = feedbackOf(state);
  const chosen = chosenOf(state);
  const total = quiz.questionCount;
  const isReadingAloud = readAloud && canSpeak();
  usePlayerKeys({
    isShowingFeedback: feedback !== null,
    options,
    onChoose: (option) => void player.choose(option),
    onNext: () => void player.moveOn(),
  });
  const topBar = (
    <TopBar
      index={index}
      total={total}
      readAloud={readAloud}
      onReadAloudChange={onReadAloudChange}
      onLeave={onLeave}
      leavePurpose={leavePurpose}
    />
  );

  if (turn.step === 'ended') return <QuizEnded wayBack={wayBack} />;

  if (isWaitingForQuestion(state)) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 pb-16 pt-2 sm:px-6">
        {topBar}
        <div className="flex min-h-[40vh] flex-col items-center justify-center gap-4 text-center">
          <Guide mood="thinking" className="size-24 motion-safe:animate-float" />
          <h1
            ref={player.questionHeading}
            tabIndex={-1}
            className="font-display text-2xl font-semibold focus:outline-none"
          >
            Your next question is on its way…
          </h1>
        </div>
      </div>
    );
  }
  if (!question) return null;
  const answered = index + (feedback ? 1 : 0);
  const isTyped = isTypedQuestion(state);
  const isReadingQuestion = isSpeaking && !feedback;

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
        aria-valuenow={answered}
      >
        <div
          className="h-full rounded-full bg-iris-9 transition-[width] duration-300 ease-out"
          style={{ width: `${(answered / total) * 100}%` }}
        />
      </div>
      {player.generationStopped ? (
        <div role="status" className="flex flex-wrap items-center gap-3 rounded-2xl bg-amber-3 px-4 py-3 text-amber-12">
          <p className="font-bold">{QUIZ_MESSAGES.generationStopped}</p>
          <Button variant="secondary" onClick={wayBack.onClick}>
            {wayBack.label}
          </Button>
        </div>
      ) : null}
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
            ref={player.questionHeading}
            tabIndex={-1}
            className="min-w-0 flex-1 break-words font-sans text-[clamp(1.5rem,4vw,2rem)] font-bold leading-snug text-sand-12 focus:outline-none"
          >
            {question.question}
          </h1>
          {canSpeak() && !isReadingAloud ? (
            <Button
              variant="secondary"
              onClick={player.readQuestion}
              aria-label={isReadingQuestion ? 'Stop reading' : 'Read the question aloud'}
              className="shrink-0 px-3"
            >
              <Volume2 className="size-6" aria-hidden="true" />
              <span className="hidden sm:inline">{isReadingQuestion ? 'Reading…' : 'Read aloud'}</span>
            </Button>
          ) : null}
        </div>
        {question.image ? <FlagPicture image={question.image} /> : null}
        {isReadingQuestion && !isReadingAloud ? (
          <p className="mt-2 text-sm font-bold text-iris-11" aria-live="polite">
            Reading…
          </p>
        ) : null}

        {isTyped ? (
          <TypedAnswer
            key={index}
            options={question.options}
            disabled={chosen !== null}
            onCheck={(text) => void player.choose(text)}
          />
        ) : (
          <AnswerOptions
            options={question.options}
            {...(question.optionPictures ? { pictures: question.optionPictures } : {})}
            removed={state.removed[index] ?? []}
            visibleOptions={options}
            chosen={chosen}
            correctAnswer={feedback?.correctAnswer}
            onChoose={(option) => void player.choose(option)}
          />
        )}

        {turn.step === 'waiting for internet' ? (
          <p
            role="status"
            className="mt-4 flex items-center gap-3 rounded-2xl bg-sky-3 px-4 py-3 text-lg font-bold text-sky-12"
          >
            {/* The guide waits with the child: a lost connection is a pause, never an error. */}
            <Guide mood="thinking" className="size-14 shrink-0" />
            Waiting for the internet… your answer is safe
          </p>
        ) : null}
        {turn.step === 'choosing' && turn.problem ? (
          <p role="alert" className="mt-4 font-bold text-amber-11">
            {turn.problem}
          </p>
        ) : null}
        {(state.removed[index] ?? []).length > 0 && turn.step === 'choosing' ? (
          <p role="status" className="mt-4 flex items-center gap-2 text-lg font-bold text-iris-11">
            <Lightbulb className="size-5" aria-hidden="true" />
            {HINT_WORDS}
          </p>
        ) : null}

        {isReadingAloud ? (
          <Button
            size="lg"
            variant="secondary"
            onClick={player.sayAgain}
            className="mt-5 min-h-16 w-full text-xl"
            data-testid="say-it-again"
          >
            <Volume2 className="size-7" aria-hidden="true" />
            {isSpeaking ? 'Reading…' : 'Say it again'}
          </Button>
        ) : null}

        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <Button variant="ghost" onClick={() => void player.takeHint()} disabled={!canHint(state)}>
            <Lightbulb className="size-5" aria-hidden="true" />
            Use a hint
          </Button>
          {isTyped ? null : (
            <p className="hidden text-sm text-sand-11 sm:block">
              Tip: press 1 to {Math.max(options.length, 2)} to answer.
            </p>
          )}
        </div>
      </section>

      {/* Sticky to the foot of the screen: on a phone the verdict and the why are in view however far
          down the options reach, and where there is room it simply sits under them. */}
      <div aria-live="polite" className="sticky bottom-0 z-20 -mx-4 sm:mx-0">
        {feedback ? (
          <AnswerFeedback
            feedback={feedback}
            verdict={verdictOf(feedback, start, typedAnswerOf(state))}
            typed={typedAnswerOf(state)}
            isMovingOnByItself={player.isMovingOnByItself}
            nextButton={player.nextButton}
            onWait={player.wait}
            onNext={() => void player.moveOn()}
          />
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        Score {state.score}
      </p>
    </div>
  );
}
