import { ArrowLeft, CircleCheck, CircleHelp, RotateCcw, Sparkles, Star, Target } from 'lucide-react';
import type { QuizResults } from '../../../../../contract/quiz.ts';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../ui/button.tsx';

function ScoreRing({ percentage }: { percentage: number }) {
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  const colour = percentage >= 80 ? 'var(--grass-9)' : percentage >= 60 ? 'var(--amber-9)' : 'var(--iris-9)';
  return (
    <svg viewBox="0 0 120 120" className="size-44" role="img" aria-label={`${percentage} percent`}>
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
              'rounded-full px-3 py-1.5 font-bold',
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

export function ResultsScreen({
  results,
  onReview,
  onRetake,
  onNewQuiz,
}: {
  results: QuizResults;
  onReview: () => void;
  onRetake: () => void;
  onNewQuiz: () => void;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 pb-16 pt-4 text-center">
      <title>Your results — SafeSteps</title>
      <h1 className="font-display text-3xl font-semibold">You finished the quiz!</h1>
      <ScoreRing percentage={results.percentage} />
      <p className="text-lg font-bold">
        {results.score} out of {results.total} right
      </p>
      <p className="text-xl">{results.feedback}</p>
      <div className="flex w-full flex-col gap-4 text-left">
        <Chips title="Strengths" items={results.strengths} tone="grass" icon={Star} />
        <Chips title="Things to practise" items={results.improvements} tone="amber" icon={Target} />
      </div>
      <div className="mt-2 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        {results.questionsWithAnswers.length > 0 ? (
          <Button size="lg" variant="secondary" onClick={onReview}>
            <CircleHelp className="size-5" aria-hidden="true" />
            Review My Answers
          </Button>
        ) : null}
        <Button size="lg" variant="secondary" onClick={onRetake}>
          <RotateCcw className="size-5" aria-hidden="true" />
          Take Quiz Again
        </Button>
        <Button size="lg" onClick={onNewQuiz}>
          <Sparkles className="size-5" aria-hidden="true" />
          Create New Quiz
        </Button>
      </div>
    </div>
  );
}

export function ReviewScreen({ results, onBack }: { results: QuizResults; onBack: () => void }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 pb-16 pt-4">
      <title>Review my answers — SafeSteps</title>
      <Button variant="ghost" onClick={onBack} className="self-start">
        <ArrowLeft className="size-5" aria-hidden="true" />
        Back to Results
      </Button>
      <h1 className="font-display text-3xl font-semibold">Review My Answers</h1>
      <ol className="flex flex-col gap-3">
        {results.questionsWithAnswers.map((entry, position) => (
          <li
            key={entry.question}
            className={cn(
              'rounded-[var(--radius-card)] border-2 bg-white p-4',
              entry.isCorrect ? 'border-grass-6' : 'border-amber-6',
            )}
          >
            <p className="text-sm font-bold text-sand-11">Question {position + 1}</p>
            <p className="text-lg font-bold">{entry.question}</p>
            <p className="mt-2 flex items-center gap-2 font-bold text-grass-12">
              <CircleCheck className="size-5 text-grass-11" aria-hidden="true" />
              Answer: {entry.correctAnswer}
            </p>
            {!entry.isCorrect && entry.userAnswer ? (
              <p className="text-amber-12">You chose: {entry.userAnswer}</p>
            ) : null}
            <p className="mt-1 text-sand-11">{entry.explanation}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
