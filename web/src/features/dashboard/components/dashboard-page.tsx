import { LEARNER_COUNTRY_NAMES, PLAN_LIMITS } from '@contract/constants.ts';
import { LEARNER_MESSAGES, type LearnerSummary } from '@contract/learners.ts';
import type { PremiumFeature } from '@contract/premium.ts';
import {
  ChartColumn,
  History,
  Lock,
  LogOut,
  Pencil,
  Plus,
  Rocket,
  Star,
  Trash2,
  UserCog,
  UserRound,
} from 'lucide-react';
import { type ReactNode, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { RequireAccount, useCurrentUser, useLogout } from '@/features/auth';
import { PremiumDialog, usePremiumStatus } from '@/features/billing';
import { LearnerDialog, useActivateLearner, useDeleteLearner, useLearners } from '@/features/learners';
import { BreakdownCharts, useOverview } from '@/features/progress';
import { RewardsLine } from '@/features/rewards';
import { cn } from '@/lib/cn.ts';
import { formatCompletedAt } from '@/lib/dates.ts';
import { Badge } from '@/ui/badge.tsx';
import { Button, buttonClasses } from '@/ui/button.tsx';
import { Card } from '@/ui/card.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { Page } from '@/ui/page.tsx';
import { ScoreBadge } from '@/ui/score-badge.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import { toast } from '@/ui/toast-store.ts';
import { KnowMyselfLine } from './know-myself-line.tsx';
import { UsageButton } from './usage-dialog.tsx';

function describe(learner: LearnerSummary): string {
  return `Age ${learner.age} · ${LEARNER_COUNTRY_NAMES[learner.country]}`;
}

function Panel({
  title,
  icon: Icon,
  children,
  className,
}: {
  title: string;
  icon: typeof Star;
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

function StatCard({ label, value, isLocked }: { label: string; value: string | undefined; isLocked: boolean }) {
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

function RecentQuizzes({ learnerId }: { learnerId: string }) {
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

function ActiveLearnerCard({ learner }: { learner: LearnerSummary }) {
  return (
    <section
      aria-label="Active learner"
      className="rounded-[var(--radius-tile)] border-2 border-iris-6 bg-iris-2 p-5 shadow-[var(--shadow-card)] sm:p-6"
    >
      <div className="flex items-center gap-4">
        <span
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-iris-9 font-display text-2xl font-semibold text-white sm:size-16 sm:text-3xl"
          aria-hidden="true"
        >
          {learner.firstName.slice(0, 1).toUpperCase()}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-bold text-iris-11">Active learner</p>
          <p className="font-display text-2xl font-semibold [overflow-wrap:anywhere] sm:text-3xl">
            {learner.firstName}
          </p>
          <p className="text-sand-11">{describe(learner)}</p>
        </div>
      </div>
      <Link to="/safety-skills" className={buttonClasses('primary', 'lg', 'mt-5 w-full px-5 sm:w-auto')}>
        <Rocket className="size-5" aria-hidden="true" />
        Start Learning Adventure
      </Link>
    </section>
  );
}

function LearnerCard({
  learner,
  onEdit,
  onDelete,
}: {
  learner: LearnerSummary;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const activate = useActivateLearner();
  return (
    <li
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-[var(--radius-card)] border bg-white p-4 shadow-[var(--shadow-card)]',
        learner.isActive ? 'border-iris-7' : 'border-sand-6',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-violet-4 font-display text-xl font-semibold text-violet-11"
          aria-hidden="true"
        >
          {learner.firstName.slice(0, 1).toUpperCase()}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-lg font-bold [overflow-wrap:anywhere]">
            {learner.firstName} {learner.lastName}
          </p>
          <p className="text-sm text-sand-11">{describe(learner)}</p>
          <RewardsLine learnerId={learner.id} className="mt-1 text-sm" />
          <KnowMyselfLine learnerId={learner.id} className="mt-1 text-sm text-sand-11" />
          {learner.isActive || learner.isReadOnly ? (
            <p className="mt-1 flex flex-wrap gap-1.5">
              {learner.isActive ? <Badge tone="info">Active</Badge> : null}
              {learner.isReadOnly ? <Badge tone="neutral">Read-only</Badge> : null}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {learner.isActive ? null : (
          <Button
            variant="secondary"
            disabled={activate.isPending}
            onClick={() =>
              activate.mutate(learner.id, {
                onSuccess: () => toast({ title: `${learner.firstName} is now the active learner`, tone: 'success' }),
                onError: (error) => toast({ title: 'Error', description: error.message, tone: 'destructive' }),
              })
            }
          >
            Make Active
          </Button>
        )}
        <Button variant="ghost" onClick={onEdit} disabled={learner.isReadOnly} aria-label={`Edit ${learner.firstName}`}>
          <Pencil className="size-5" aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="ghost"
          onClick={onDelete}
          aria-label={`Delete ${learner.firstName}`}
          className="text-red-11 hover:bg-red-3"
        >
          <Trash2 className="size-5" aria-hidden="true" />
          Delete
        </Button>
      </div>
    </li>
  );
}

function DeleteLearnerDialog({ learner, onClose }: { learner: LearnerSummary | null; onClose: () => void }) {
  const remove = useDeleteLearner();
  return (
    <Dialog
      open={learner !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete learner"
      description={LEARNER_MESSAGES.deleteConfirm}
    >
      <p className="mb-5 text-sand-11 [overflow-wrap:anywhere]">
        {learner?.firstName}’s details, quizzes and history will be deleted for good.
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="danger"
          disabled={remove.isPending}
          onClick={() =>
            learner &&
            remove.mutate(learner.id, {
              onSuccess: () => {
                toast({ title: 'Learner deleted', description: `${learner.firstName}’s profile has been deleted.` });
                onClose();
              },
              onError: (error) => toast({ title: 'Error', description: error.message, tone: 'destructive' }),
            })
          }
        >
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  );
}

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

function LockedBreakdown() {
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

/**
 * Recent quizzes, this month's figures and the charts, all about one child, named in every heading
 * (before the first learner, the same panels say what they will show).
 */
function LearnerProgress({ learners, hasPremium }: { learners: LearnerSummary[]; hasPremium: boolean }) {
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

const HEADER_ACTION = 'flex-col gap-0.5 px-2 text-sm sm:flex-row sm:gap-2 sm:px-5 sm:text-base';

function Dashboard() {
  const navigate = useNavigate();
  const logout = useLogout();
  const learners = useLearners();
  const hasPremium = usePremiumStatus(true).data ?? false;
  const [editing, setEditing] = useState<LearnerSummary | 'new' | null>(null);
  const [deleting, setDeleting] = useState<LearnerSummary | null>(null);
  const [premium, setPremium] = useState<{ feature: PremiumFeature; message?: string } | null>(null);

  const list = learners.data ?? [];
  const active = list.find((learner) => learner.isActive);
  if (learners.isPending) return <PageSpinner />;
  const limit = hasPremium ? PLAN_LIMITS.premium.learners : PLAN_LIMITS.free.learners;
  const isAtPlanMaximum = hasPremium && list.length >= limit;
  const addLearner = () =>
    list.length >= limit && !hasPremium ? setPremium({ feature: 'multilearner' }) : setEditing('new');

  return (
    <Page width="wide">
      <title>My Dashboard — SafeSteps</title>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">My Dashboard</h1>
        <div className="grid grid-cols-3 gap-1 sm:flex sm:flex-wrap sm:gap-2">
          <UsageButton className={HEADER_ACTION} />
          <Link to="/my-account" className={buttonClasses('ghost', 'md', HEADER_ACTION)}>
            <UserCog className="size-5" aria-hidden="true" />
            Account
          </Link>
          <Button
            variant="ghost"
            className={HEADER_ACTION}
            onClick={() => logout.mutate(undefined, { onSettled: () => navigate('/') })}
          >
            <LogOut className="size-5" aria-hidden="true" />
            Sign Out
          </Button>
        </div>
      </div>

      {learners.isError ? (
        <Card role="alert" className="mb-6 border-red-7 text-red-11">
          We couldn’t load your learners. Please refresh the page.
        </Card>
      ) : null}

      {active ? (
        <ActiveLearnerCard learner={active} />
      ) : (
        <section
          aria-label="Add your first learner"
          className="rounded-[var(--radius-tile)] border-2 border-dashed border-iris-7 bg-iris-2 p-6 text-center"
        >
          <UserRound className="mx-auto mb-2 size-10 text-iris-10" aria-hidden="true" />
          <h2 className="font-display text-2xl font-semibold">Add your first learner</h2>
          <p className="mx-auto mt-1 mb-4 max-w-[44ch] text-sand-11">
            Tell us your child’s first name, age and country, and we’ll pitch every quiz just right.
          </p>
          <Button size="lg" onClick={addLearner}>
            <Plus className="size-5" aria-hidden="true" />
            Add Learner
          </Button>
        </section>
      )}

      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="learner-profiles" className="min-w-0">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <h2 id="learner-profiles" className="font-display text-xl font-semibold sm:text-2xl">
              Learner profiles
            </h2>
            {list.length > 0 && !isAtPlanMaximum ? (
              <Button variant="secondary" onClick={addLearner}>
                <Plus className="size-5" aria-hidden="true" />
                Add Learner
              </Button>
            ) : null}
          </div>
          {isAtPlanMaximum ? <p className="mb-3 text-sand-11">{LEARNER_MESSAGES.premiumLimit}</p> : null}
          {list.length === 0 ? (
            <p className="text-sand-11">No learners yet.</p>
          ) : (
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {list.map((learner) => (
                <LearnerCard
                  key={learner.id}
                  learner={learner}
                  onEdit={() => setEditing(learner)}
                  onDelete={() => setDeleting(learner)}
                />
              ))}
            </ul>
          )}
        </section>

        <LearnerProgress learners={list} hasPremium={hasPremium} />
      </div>

      <LearnerDialog
        open={editing !== null}
        learner={editing === 'new' || editing === null ? undefined : editing}
        onClose={() => setEditing(null)}
        onLimitReached={(message) => setPremium({ feature: hasPremium ? 'default' : 'multilearner', message })}
      />
      <DeleteLearnerDialog learner={deleting} onClose={() => setDeleting(null)} />
      <PremiumDialog feature={premium?.feature ?? null} message={premium?.message} onClose={() => setPremium(null)} />
    </Page>
  );
}

export default function DashboardPage() {
  const { data: user } = useCurrentUser();
  return <RequireAccount>{user ? <Dashboard /> : null}</RequireAccount>;
}
