import { LogIn, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/button.tsx';
import { useActiveLearner } from '../../learners/api/learners-queries.ts';
import { useCurrentUser } from '../api/get-current-user.ts';
import { openAuthDialog } from '../auth-dialog-store.ts';

/** The floating top-right button: the active learner's (or else the parent's) name, or Sign In. */
export default function AccountButton() {
  const { data: user, isPending } = useCurrentUser();
  const { data: activeLearner } = useActiveLearner(Boolean(user));
  if (isPending) return <span className="block h-12 w-28" aria-hidden="true" />;
  if (!user) {
    return (
      <button
        type="button"
        className={buttonClasses('primary', 'md', 'shadow-[var(--shadow-lift)]')}
        onClick={() => openAuthDialog('sign-in')}
      >
        <LogIn className="size-5" aria-hidden="true" />
        Sign In
      </button>
    );
  }
  return (
    <Link to="/dashboard" className={buttonClasses('secondary', 'md', 'shadow-[var(--shadow-lift)]')}>
      <UserRound className="size-5" aria-hidden="true" />
      <span className="max-w-[10rem] truncate">{activeLearner?.firstName ?? user.firstName}</span>
    </Link>
  );
}
