import { LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import { openAuthDialog } from '@/lib/auth-dialog-store.ts';
import { Button } from '@/ui/button.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import { StatusCard } from '@/ui/status-card.tsx';
import { useCurrentUser } from '../api/get-current-user.ts';

/** The Account Required gate: shown instead of a signed-in page to a visitor. */
export function AccountGate() {
  return (
    <StatusCard
      icon={LockKeyhole}
      title="Account Required"
      actions={
        <Button size="lg" onClick={() => openAuthDialog('sign-in')}>
          Sign In / Create Account
        </Button>
      }
    >
      <p>
        Create a free account to start quizzes for your child and keep track of their progress. It takes a minute, and
        your child’s details stay private.
      </p>
    </StatusCard>
  );
}

export function RequireAccount({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner />;
  if (!user) return <AccountGate />;
  return children;
}
