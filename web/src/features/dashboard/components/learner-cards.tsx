import { LEARNER_COUNTRY_NAMES } from '@contract/constants.ts';
import type { LearnerSummary } from '@contract/learners.ts';
import { childSpacePath } from '@contract/routes.ts';
import { Pencil, Play, Plus, Rocket, Trash2, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useActivateLearner } from '@/features/learners';
import { RewardsLine } from '@/features/rewards';
import { cn } from '@/lib/cn.ts';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { buttonClasses } from '@/ui/button-classes.ts';
import { alertFor, ErrorAlert } from '@/ui/error-alert.tsx';
import { toast } from '@/ui/toast-store.ts';
import { KnowMyselfLine } from './know-myself-line.tsx';

function describe(learner: LearnerSummary): string {
  return `Age ${learner.age} · ${LEARNER_COUNTRY_NAMES[learner.country]}`;
}

/** Opens the child's own space: full screen, their tiles, left only through the grown-up gate. */
function LetPlayLink({ learner, className }: { learner: LearnerSummary; className?: string }) {
  return (
    <Link to={childSpacePath(learner.id)} className={buttonClasses('primary', 'md', className)}>
      <Play className="size-5" aria-hidden="true" />
      Let {learner.firstName} play
    </Link>
  );
}

/** The learner's first initial in a circle, where a photo would be. */
function LearnerInitial({ learner, className }: { learner: LearnerSummary; className: string }) {
  return (
    <span
      className={cn(
        'flex size-12 shrink-0 items-center justify-center rounded-full font-display font-semibold',
        className,
      )}
      aria-hidden="true"
    >
      {learner.firstName.slice(0, 1).toUpperCase()}
    </span>
  );
}

export function ActiveLearnerCard({ learner }: { learner: LearnerSummary }) {
  return (
    <section
      aria-label="Active learner"
      className="rounded-[var(--radius-tile)] border-2 border-iris-6 bg-iris-2 p-5 shadow-[var(--shadow-card)] sm:p-6"
    >
      <div className="flex items-center gap-4">
        <LearnerInitial learner={learner} className="bg-iris-9 text-2xl text-white sm:size-16 sm:text-3xl" />
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

export function LearnerCard({
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
        <LearnerInitial learner={learner} className="bg-violet-4 text-xl text-violet-11" />
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
        {learner.isReadOnly ? null : <LetPlayLink learner={learner} />}
        {learner.isActive ? null : (
          <Button
            variant="secondary"
            disabled={activate.isPending}
            onClick={() =>
              activate.mutate(learner.id, {
                onSuccess: () => toast({ title: `${learner.firstName} is now the active learner` }),
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
      <ErrorAlert error={alertFor(activate.error, undefined, 'Error')} />
    </li>
  );
}

/** Before the first learner, the place of the active learner's card asks for one. */
export function FirstLearnerPrompt({ onAdd }: { onAdd: () => void }) {
  return (
    <section
      aria-label="Add your first learner"
      className="rounded-[var(--radius-tile)] border-2 border-dashed border-iris-7 bg-iris-2 p-6 text-center"
    >
      <UserRound className="mx-auto mb-2 size-10 text-iris-10" aria-hidden="true" />
      <h2 className="font-display text-2xl font-semibold">Add your first learner</h2>
      <p className="mx-auto mt-1 mb-4 max-w-[44ch] text-sand-11">
        Tell us your child’s first name, age and country, and we’ll pitch every quiz just right.
      </p>
      <Button size="lg" onClick={onAdd}>
        <Plus className="size-5" aria-hidden="true" />
        Add Learner
      </Button>
    </section>
  );
}
