import { LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '@/features/auth';
import { openAuthDialog } from '@/lib/auth-dialog-store.ts';
import { buttonClasses } from '@/ui/button-classes.ts';

// The signed-in button reads the active learner through the contract's schemas (zod): a visitor,
// who sees Sign In, never loads it.
const SignedInAccountButton = lazy(() => import('./signed-in-account-button.tsx'));

/** The floating top-right button: the active learner's (or else the parent's) name, or Sign In. */
export default function AccountButton() {
  const { data: user, isPending } = useCurrentUser();
  const placeholder = <span className="block h-12 w-28" aria-hidden="true" />;
  if (isPending) return placeholder;
  if (!user) {
    return (
      <button
        type="button"
        // On the narrowest phones the icon goes, so that the button leaves the logo's name whole.
        className={buttonClasses('primary', 'md', 'shadow-[var(--shadow-lift)] max-[379px]:px-4')}
        onClick={() => openAuthDialog('sign-in')}
      >
        <LogIn className="size-5 max-[379px]:hidden" aria-hidden="true" />
        Sign In
      </button>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <SignedInAccountButton user={user} />
    </Suspense>
  );
}
