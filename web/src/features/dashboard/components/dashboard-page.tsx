import { PLAN_LIMITS } from '@contract/constants.ts';
import { LEARNER_MESSAGES, type LearnerSummary } from '@contract/learners.ts';
import { LogOut, Plus, UserCog } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { RequireAccount, useCurrentUser, useLogout } from '@/features/auth';
import { PremiumDialog, type PremiumFeature, usePremiumStatus } from '@/features/billing';
import { LearnerDialog, useLearners } from '@/features/learners';
import { Button } from '@/ui/button.tsx';
import { buttonClasses } from '@/ui/button-classes.ts';
import { ErrorAlert } from '@/ui/error-alert.tsx';
import { Page } from '@/ui/page.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import { DeleteLearnerDialog } from './delete-learner-dialog.tsx';
import { ActiveLearnerCard, FirstLearnerPrompt, LearnerCard } from './learner-cards.tsx';
import { LearnerProgress } from './learner-progress.tsx';
import { UsageButton } from './usage-dialog.tsx';

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
        <ErrorAlert
          error={{ description: 'We couldn’t load your learners. Please refresh the page.' }}
          className="mb-6"
        />
      ) : null}

      {active ? <ActiveLearnerCard learner={active} /> : <FirstLearnerPrompt onAdd={addLearner} />}

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
