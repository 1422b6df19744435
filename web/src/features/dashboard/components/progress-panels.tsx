import { Lock, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useOverview } from '@/features/progress';
import { cn } from '@/lib/cn.ts';
import { formatCompletedAt } from '@/lib/dates.ts';
import { Card } from '@/ui/card.tsx';
import { ScoreBadge } from '@/ui/score-badge.tsx';

export function Panel({
  title,
  icon: Icon,
  children,
  className,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <h2 className="mb-3 flex items-center gap-2 font-display text-xl font-semibold [overflow-wrap:anywhere]">
        <Icon className="size-5 shrink-0 text-iris-10" aria-hidden="true" />
        {title}
      </h2>
      {children}
    </Card>
  );
}

function LockedNote({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 text-sm text-sand-11">
      <Lock className="mt-0.5 size-4 shrink-0 text-amber-11" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

export function StatCard({ label, value, isLocked }: { label: string; value: string | undefined; isLocked: boolean }) {
  return (
    <Card className="flex flex-col gap-1 p-4 sm:p-5">
      <p className="text-sm font-bold text-sand-11">{label}</p>
      {isLocked ? (
        <LockedNote>Premium shows this for each child.</LockedNote>
      ) : (
        <>
          <p className="font-display text-3xl font-semibold">{value ?? '—'}</p>
          <p className="text-sm text-sand-11">This month</p>
        </>
      )}
    </Card>
  );
}

export function RecentQuizzes({ learnerId }: { learnerId: string }) {
  const overview = useOverview(learnerId);
  if (overview.isPending) return <p role="status">Loading…</p>;
  if (overview.isError) return <p className="text-sand-11">Recent quizzes could not be loaded.</p>;
  if (overview.data.recentQuizzes.length === 0) {
    return <p className="text-sand-11">No quizzes yet. Finished quizzes appear here with their scores.</p>;
  }
  return (
    <ul className="flex flex-col divide-y divide-sand-4">
      {overview.data.recentQuizzes.map((quiz) => (
        <li key={quiz.id} className="flex items-center justify-between gap-3 py-2.5">
          <span className="min-w-0">
            <span className="block truncate font-bold" title={quiz.title}>
              {quiz.title}
            </span>
            <span className="text-sm text-sand-11">{formatCompletedAt(quiz.completedAt)}</span>
          </span>
          <ScoreBadge
            score={quiz.score}
            questionCount={quiz.questionCount}
            label={`${quiz.score}/${quiz.questionCount}`}
          />
        </li>
      ))}
    </ul>
  );
}

export function LockedBreakdown() {
  return (
    <div className="relative overflow-hidden rounded-xl bg-sand-2 p-3">
      <div
        className="pointer-events-none flex h-32 items-end gap-3 opacity-50 blur-[6px] select-none"
        aria-hidden="true"
      >
        {[60, 85, 45, 70].map((height, index) => (
          <span
            key={height}
            className={cn('flex-1 rounded-t-lg', ['bg-violet-8', 'bg-amber-8', 'bg-sky-8', 'bg-grass-8'][index])}
            style={{ height: `${height}%` }}
          />
        ))}
      </div>
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center">
        <LockedNote>Premium shows scores by category and progress over time.</LockedNote>
        <Link to="/pricing" className="font-bold text-iris-11">
          See premium
        </Link>
      </div>
    </div>
  );
}
