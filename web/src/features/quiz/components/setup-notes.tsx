import { ShieldCheck, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button-classes.ts';
import { StatusCard } from '@/ui/status-card.tsx';

/** A signed-in parent needs a learner before a quiz can be made for them. */
export function NeedsLearner() {
  return (
    <StatusCard
      icon={UserPlus}
      title="Add your child first"
      actions={
        <Link to="/dashboard" className={buttonClasses('primary', 'lg')}>
          Go to My Dashboard
        </Link>
      }
    >
      <p>Quizzes are made for a learner profile. Add your child on your dashboard, then come back here.</p>
    </StatusCard>
  );
}

export function PrivacyNote() {
  return (
    <p className="mb-5 flex items-start gap-2 rounded-xl bg-grass-2 p-3 text-sm text-grass-12">
      <ShieldCheck className="mt-0.5 size-5 shrink-0 text-grass-11" aria-hidden="true" />
      Privacy-protected learning: your child’s details stay on SafeSteps and are never shared.
    </p>
  );
}
