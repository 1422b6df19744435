import type { PublicUser } from '@contract/auth.ts';
import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useActiveLearner } from '@/features/learners';
import { buttonClasses } from '@/ui/button-classes.ts';

/** The account button of a signed-in parent: the active learner's name, or else the parent's. */
export default function SignedInAccountButton({ user }: { user: PublicUser }) {
  const { data: activeLearner } = useActiveLearner(true);
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
