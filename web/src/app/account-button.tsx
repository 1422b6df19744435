import { LogIn, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/features/auth';
import { useActiveLearner } from '@/features/learners';
import { openAuthDialog } from '@/lib/auth-dialog-store.ts';
import { buttonClasses } from '@/ui/button.tsx';

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
  const name = activeLearner?.firstName ?? user.firstName;
  // Narrow on phones, so a long name never slides over the logo; the full name is in the title.
  return (
    <Link
      to="/dashboard"
      title={name}
      className={buttonClasses('secondary', 'md', 'px-3 shadow-[var(--shadow-lift)] sm:px-5')}
    >
      <UserRound className="hidden size-5 min-[400px]:block" aria-hidden="true" />
      <span className="min-[360px]:hidden" aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
      <span className="sr-only min-[360px]:not-sr-only min-[360px]:max-w-[4rem] min-[360px]:truncate min-[400px]:max-w-[6rem] sm:max-w-[10rem]">
        {name}
      </span>
    </Link>
  );
}
