import type { QuizResults } from '@contract/quiz.ts';
import { MAX_STARS, starsFor } from '@contract/rewards.ts';
import { ArrowLeft, CircleCheck, CircleHelp, RotateCcw, Sparkles, Star, Target, Volume2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { RewardsLine } from '@/features/rewards';
import { cn } from '@/lib/cn.ts';
import { canSpeak, readAloud } from '@/lib/speech.ts';
import { Button } from '@/ui/button.tsx';
import { type Area, AreaPicture, Guide } from '@/ui/pictures.tsx';
import { useScreenStart } from '@/ui/screen-start.ts';
import { useRefreshLearnerProgress } from '../api/refresh-learner-progress.ts';

/** Confetti from this score up, as the design asks: a short burst, never with reduced motion. */
const CELEBRATE_FROM = 80;

function ScoreRing({ percentage }: { percentage: number }) {
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  const colour = percentage >= 80 ? 'var(--grass-9)' : percentage >= 60 ? 'var(--amber-9)' : 'var(--iris-9)';
  return (
    <svg viewBox="0 0 120 120" className="size-36 sm:size-44" role="img" aria-label={`${percentage} percent`}>
      <circle cx="60" cy="60" r={radius} fill="none" stroke="var(--sand-4)" strokeWidth="12" />
      <circle
        cx="60"
        cy="60"
        r={radius}
        fill="none"
        stroke={colour}
        strokeWidth="12"
        strokeLinecap="round"
        strokeDasharray={circumference}
        strokeDashoffset={circumference * (1 - percentage / 100)}
        transform="rotate(-90 60 60)"
      />
      <text x="60" y="68" textAnchor="middle" className="fill-sand-12 font-display text-[26px] font-semibold">
        {percentage}%
      </text>
    </svg>
  );
}

const starsText = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'} out of ${MAX_STARS}`;

function Stars({ count }: { count: number }) {
  return (
    <p role="img" aria-label={starsText(count)} className="flex items-center gap-1" data-testid="result-stars">
      {Array.from({ length: MAX_STARS }, (_, position) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the three star places never move.
          key={position}
          className={cn(
            'size-12 sm:size-14',
            position < count ? 'fill-amber-9 text-amber-10' : 'fill-sand-3 text-sand-8',
            position === 1 && '-translate-y-2',
          )}
          strokeWidth={1.5}
          aria-hidden="true"
        />
      ))}
    </p>
  );
}

function Chips({
  title,
  items,
  tone,
  icon: Icon,
}: {
  title: string;
  items: string[];
  tone: 'grass' | 'amber';
  icon: typeof Star;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title} className="w-full">
      <h2 className="mb-2 flex items-center gap-2 font-display text-xl font-semibold">
        <Icon className={cn('size-5', tone === 'grass' ? 'text-grass-11' : 'text-amber-11')} aria-hidden="true" />
        {title}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li
            key={item}
            className={cn(
              'max-w-full break-words rounded-full px-3 py-1.5 font-bold',
              tone === 'grass' ? 'bg-grass-3 text-grass-12' : 'bg-amber-3 text-amber-12',
            )}
          >
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A speaker button that reads PARTS aloud; a second tap stops it. */
function useSpeaker(language?: string) {
  const speech = useRef<AbortController | null>(null);
  useEffect(() => () => speech.current?.abort(), []);
  return useCallback(
    (parts: string[]) => {
      speech.current?.abort();
      const controller = new AbortController();
      speech.current = controller;
      void readAloud(parts, controller.signal, language);
    },
    [language],
  );
}

/** For the youngest, the score is their stars in one short sentence: no numbers to read. */
const STARS_CHEER: Record<number, string> = {
  3: 'Amazing! You got three stars!',
  2: 'Well done! You got two stars!',
  1: 'Good try! You got a star!',
};

export const RETAKE_FAILED = 'We couldn’t start that quiz again. Please try once more.';

async function celebrate(): Promise<void> {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const { create } = await import('canvas-confetti');
  // No worker: the page's content policy allows no blob scripts, and one burst is light work.
  const fire = create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true });
  await fire({ particleCount: 90, spread: 75, origin: { y: 0.35 }, disableForReducedMotion: true });
  fire.reset();
}

export function ResultsScreen({
  results,
  area,
  learnerId,
  onReview,
  onRetake,
  onNewQuiz,
  starsOnly = false,
  readAloud,
  speechLanguage,
  retakeLabel = 'Take Quiz Again',
  newQuizLabel = 'Create New Quiz',
}: {
  results: QuizResults;
  area: Area;
  learnerId: string | undefined;
  onReview: () => void;
  /** Starts the same quiz again; a refusal is said on screen. */
  onRetake: () => Promise<unknown>;
  onNewQuiz: () => void;
  /** For a child of 4 to 6: stars and a spoken sentence; no percentage, running total or lists of words. */
  starsOnly?: boolean;
  /** The child playing has everything read aloud: the results are spoken as they open. */
  readAloud: boolean;
  speechLanguage?: string;
  retakeLabel?: string;
  newQuizLabel?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useScreenStart(heading, 'results');
  const speak = useSpeaker(speechLanguage);
  const refreshLearnerProgress = useRefreshLearnerProgress();
  const [retakeProblem, setRetakeProblem] = useState<string | null>(null);
  const [isRetaking, setIsRetaking] = useState(false);
  const stars = starsFor(results.percentage);
  const summary = starsOnly
    ? ['You finished the quiz!', STARS_CHEER[stars] ?? '']
    : [
        `You finished the quiz! You got ${results.score} out of ${results.total} right.`,
        `You earned ${starsText(stars)}.`,
        results.feedback,
      ];
  const retake = () => {
    setRetakeProblem(null);
    setIsRetaking(true);
    onRetake().then(
      () => setIsRetaking(false),
      () => {
        setIsRetaking(false);
        setRetakeProblem(RETAKE_FAILED);
      },
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the results open.
  useEffect(() => {
    // The results open once the quiz is over: what it changed is asked again for the dashboard.
    refreshLearnerProgress();
    if (readAloud) speak(summary);
    if (results.percentage >= CELEBRATE_FROM) void celebrate();
  }, []);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 pb-16 pt-4 text-center">
      <title>Your results — SafeSteps</title>
      <div className="flex items-end gap-2">
        <Guide mood={stars === MAX_STARS ? 'cheer' : 'happy'} className="size-20" />
        <AreaPicture area={area} className="size-14" />
      </div>
      <h1 ref={heading} tabIndex={-1} className="font-display text-3xl font-semibold focus:outline-none">
        You finished the quiz!
      </h1>
      <Stars count={stars} />
      {starsOnly ? (
        <p className="text-2xl font-bold">{STARS_CHEER[stars]}</p>
      ) : (
        <>
          <ScoreRing percentage={results.percentage} />
          <p className="text-lg font-bold">
            {results.score} out of {results.total} right
          </p>
          <p className="text-xl">{results.feedback}</p>
        </>
      )}
      {canSpeak() ? (
        <Button variant="secondary" onClick={() => speak(summary)}>
          <Volume2 className="size-5" aria-hidden="true" />
          Hear my score
        </Button>
      ) : null}
      {starsOnly ? null : (
        <RewardsLine learnerId={learnerId} className="justify-center rounded-full bg-white px-4 py-2" />
      )}
      {/* Words a child of 4 to 6 cannot read yet: their results are the stars and the sentence spoken. */}
      {starsOnly ? null : (
        <div className="flex w-full flex-col gap-4 text-left">
          <Chips title="You’re great at" items={results.strengths} tone="grass" icon={Star} />
          <Chips title="Let’s practise" items={results.improvements} tone="amber" icon={Target} />
        </div>
      )}
      <div className="mt-2 flex w-full flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        {results.questionsWithAnswers.length > 0 ? (
          <Button size="lg" variant="secondary" onClick={onReview}>
            <CircleHelp className="size-5" aria-hidden="true" />
            Review My Answers
          </Button>
        ) : null}
        <Button size="lg" variant="secondary" onClick={retake} disabled={isRetaking}>
          <RotateCcw className="size-5" aria-hidden="true" />
          {retakeLabel}
        </Button>
        <Button size="lg" onClick={onNewQuiz}>
          <Sparkles className="size-5" aria-hidden="true" />
          {newQuizLabel}
        </Button>
      </div>
      {retakeProblem ? (
        <p role="alert" className="font-bold text-amber-11">
          {retakeProblem}
        </p>
      ) : null}
    </div>
  );
}

/** What the child gave: an option chosen, or on a typed question their own words. */
function yourAnswer(entry: QuizResults['questionsWithAnswers'][number]): string {
  return `${entry.answerMode === 'type' ? 'You typed' : 'You chose'}: ${entry.userAnswer}`;
}

export function ReviewScreen({
  results,
  onBack,
  speechLanguage,
}: {
  results: QuizResults;
  onBack: () => void;
  speechLanguage?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useScreenStart(heading, 'review');
  const speak = useSpeaker(speechLanguage);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 pb-16 pt-4">
      <title>Review my answers — SafeSteps</title>
      <Button variant="ghost" onClick={onBack} className="self-start">
        <ArrowLeft className="size-5" aria-hidden="true" />
        Back to Results
      </Button>
      <h1 ref={heading} tabIndex={-1} className="font-display text-3xl font-semibold focus:outline-none">
        Review My Answers
      </h1>
      <ol className="flex flex-col gap-3">
        {results.questionsWithAnswers.map((entry, position) => (
          <li
            key={entry.question}
            className={cn(
              'rounded-[var(--radius-card)] border-2 bg-white p-4',
              entry.isCorrect ? 'border-grass-6' : 'border-amber-6',
            )}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-bold text-sand-11">Question {position + 1}</p>
                <p className="break-words text-lg font-bold">{entry.question}</p>
              </div>
              {canSpeak() ? (
                <Button
                  variant="secondary"
                  className="shrink-0 px-3"
                  aria-label={`Read question ${position + 1} aloud`}
                  onClick={() =>
                    speak([
                      entry.question,
                      ...(!entry.isCorrect && entry.userAnswer ? [`${yourAnswer(entry)}.`] : []),
                      `The answer is: ${entry.correctAnswer}.`,
                      entry.explanation,
                    ])
                  }
                >
                  <Volume2 className="size-5" aria-hidden="true" />
                </Button>
              ) : null}
            </div>
            <p className="mt-2 flex items-start gap-2 break-words font-bold text-grass-12">
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-grass-11" aria-hidden="true" />
              <span>Answer: {entry.correctAnswer}</span>
            </p>
            {!entry.isCorrect && entry.userAnswer ? (
              <p className="break-words text-amber-12">{yourAnswer(entry)}</p>
            ) : null}
            <p className="mt-1 break-words text-sand-11">{entry.explanation}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
