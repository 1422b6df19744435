import type { WeeklyProgress } from '@contract/analytics.ts';
import { type ScoreBand, scoreBand } from '@contract/scores.ts';
import { cn } from '@/lib/cn.ts';
import { formatWeekStart } from '@/lib/dates.ts';
import { useBreakdown } from '../api/get-breakdown.ts';

const BAND_BARS: Record<ScoreBand, string> = {
  green: 'bg-grass-9',
  yellow: 'bg-amber-9',
  orange: 'bg-orange-9',
};

function CategoryBars({ categories }: { categories: [string, { count: number; averageScore: number }][] }) {
  return (
    <figure>
      <figcaption className="mb-2 text-sm font-bold text-sand-11">Average score by category</figcaption>
      <ul className="flex flex-col gap-3">
        {categories.map(([category, { count, averageScore }]) => (
          <li key={category}>
            <div className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 truncate font-bold">{category}</span>
              <span className="shrink-0 text-sm text-sand-11">
                <span className="font-bold text-sand-12">{averageScore}%</span> · {count}{' '}
                {count === 1 ? 'quiz' : 'quizzes'}
              </span>
            </div>
            <div className="mt-1 h-3 overflow-hidden rounded-full bg-sand-4" aria-hidden="true">
              <div
                className={cn('h-full rounded-full', BAND_BARS[scoreBand(averageScore)])}
                style={{ width: `${Math.max(averageScore, 2)}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}

function ProgressColumns({ weeks }: { weeks: WeeklyProgress[] }) {
  const first = weeks[0];
  const last = weeks.at(-1);
  return (
    <figure>
      <figcaption className="mb-2 text-sm font-bold text-sand-11">Average score, week by week</figcaption>
      <ol className="flex h-28 items-end gap-1 border-b border-sand-6" aria-label="Weekly average scores">
        {weeks.map((week) => {
          const label = `Week of ${formatWeekStart(week.weekStart)}: ${
            week.averageScore === null
              ? 'no quizzes'
              : `${week.averageScore}% over ${week.quizzes} ${week.quizzes === 1 ? 'quiz' : 'quizzes'}`
          }`;
          return (
            <li key={week.weekStart} className="flex h-full flex-1 items-end" title={label}>
              <span className="sr-only">{label}</span>
              <span
                aria-hidden="true"
                className={cn(
                  'w-full rounded-t-md',
                  week.averageScore === null ? 'bg-sand-5' : BAND_BARS[scoreBand(week.averageScore)],
                )}
                style={{ height: week.averageScore === null ? '3px' : `${Math.max(week.averageScore, 4)}%` }}
              />
            </li>
          );
        })}
      </ol>
      {first && last ? (
        <div className="mt-1 flex justify-between text-xs text-sand-11" aria-hidden="true">
          <span>Week of {formatWeekStart(first.weekStart)}</span>
          <span>This week</span>
        </div>
      ) : null}
    </figure>
  );
}

/** The dashboard's analytics breakdown for premium: read at a glance, with every figure also in text. */
export default function BreakdownCharts({ learnerId }: { learnerId: string }) {
  const breakdown = useBreakdown(learnerId);
  if (breakdown.isPending)
    return <div className="h-40 animate-pulse rounded-xl bg-sand-3" role="status" aria-label="Loading" />;
  if (breakdown.isError)
    return <p className="text-sand-11">The breakdown could not be loaded. Please refresh the page.</p>;
  const categories = Object.entries(breakdown.data.categoryBreakdown);
  if (categories.length === 0) {
    return <p className="text-sand-11">Charts of scores by category and over time appear after the first quiz.</p>;
  }
  return (
    <div className="flex flex-col gap-6">
      <CategoryBars categories={categories} />
      <ProgressColumns weeks={breakdown.data.weeklyProgress} />
    </div>
  );
}
