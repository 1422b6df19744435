import type { LearnerSummary } from '@contract/learners.ts';
import { ChartColumn, History, Star } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { BreakdownCharts, useOverview } from '@/features/progress';
import { LockedBreakdown, Panel, RecentQuizzes, StatCard } from './progress-panels.tsx';

/** Chooses which child the figures are about: the active learner unless the parent picks another. */
function LearnerPicker({
  learners,
  value,
  onChange,
}: {
  learners: LearnerSummary[];
  value: string;
  onChange: (learnerId: string) => void;
}) {
  return (
    <label className="flex min-w-0 flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
      <span className="shrink-0 font-bold text-sand-11">Show progress for</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-12 w-full min-w-0 truncate rounded-xl border border-sand-7 bg-white px-3 text-lg sm:w-auto sm:max-w-xs"
      >
        {learners.map((learner) => (
          <option key={learner.id} value={learner.id}>
            {learner.firstName} {learner.lastName}
            {learner.isActive ? ' (active)' : ''}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Recent quizzes, this month's figures and the charts, all about one child, named in every heading
 * (before the first learner, the same panels say what they will show).
 */
export function LearnerProgress({ learners, hasPremium }: { learners: LearnerSummary[]; hasPremium: boolean }) {
  const active = learners.find((learner) => learner.isActive) ?? learners[0];
  const [chosenId, setChosenId] = useState<string | undefined>(undefined);
  const viewed = learners.find((learner) => learner.id === chosenId) ?? active;
  const overview = useOverview(hasPremium ? viewed?.id : undefined);
  const stats = overview.data?.monthlyStats;
  const titled = (title: string) => (viewed ? `${viewed.firstName}’s ${title.toLowerCase()}` : title);
  return (
    <section aria-labelledby="progress-heading" className="flex min-w-0 flex-col gap-4">
      <div className="flex min-w-0 flex-col gap-2">
        <h2 id="progress-heading" className="font-display text-xl font-semibold [overflow-wrap:anywhere] sm:text-2xl">
          {titled('Progress')}
        </h2>
        {viewed && learners.length > 1 ? (
          <LearnerPicker learners={learners} value={viewed.id} onChange={setChosenId} />
        ) : null}
      </div>
      <Panel title={titled('Recent quizzes')} icon={Star}>
        {viewed ? (
          <>
            <RecentQuizzes learnerId={viewed.id} />
            <Link
              to={`/quiz-history?learner=${encodeURIComponent(viewed.id)}`}
              className="mt-3 inline-flex min-h-12 items-center gap-1.5 font-bold text-iris-11 [overflow-wrap:anywhere]"
            >
              <History className="size-5 shrink-0" aria-hidden="true" />
              View {viewed.firstName}’s full history
            </Link>
          </>
        ) : (
          <p className="text-sand-11">Add a learner to start their first quiz.</p>
        )}
      </Panel>
      <div className="grid grid-cols-2 gap-4">
        <StatCard label="Average score" value={stats ? `${stats.averageScore}%` : undefined} isLocked={!hasPremium} />
        <StatCard
          label="Questions answered"
          value={stats ? String(stats.totalQuestions) : undefined}
          isLocked={!hasPremium}
        />
      </div>
      <Panel title={titled('Progress by category')} icon={ChartColumn}>
        {!hasPremium ? (
          <LockedBreakdown />
        ) : viewed ? (
          <Suspense fallback={<div className="h-40 rounded-xl bg-sand-3" />}>
            <BreakdownCharts learnerId={viewed.id} />
          </Suspense>
        ) : (
          <p className="text-sand-11">Charts of scores by category and over time appear after the first quiz.</p>
        )}
      </Panel>
    </section>
  );
}
