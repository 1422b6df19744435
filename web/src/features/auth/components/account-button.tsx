import { LogIn, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/button.tsx';
import { useCurrentUser } from '../api/get-current-user.ts';
import { openAuthDialog } from '../auth-dialog-store.ts';

/** The floating top-right button: the signed-in name linking to the dashboard, or Sign In. */
export default function AccountButton({ activeLearnerName }: { activeLearnerName?: string }) {
  const { data: user, isPending } = useCurrentUser();
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
      <span className="max-w-[10rem] truncate">{activeLearnerName ?? user.firstName}</span>
    </Link>
  );
}
