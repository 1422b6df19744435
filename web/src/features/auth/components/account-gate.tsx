import { LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageSpinner } from '../../../ui/spinner.tsx';
import { useCurrentUser } from '../api/get-current-user.ts';
import { openAuthDialog } from '../auth-dialog-store.ts';

/** The Account Required gate: shown instead of a signed-in page to a visitor. */
export function AccountGate() {
  return (
    <Page width="narrow">
      <title>Account Required — SafeSteps</title>
      <Card className="mt-6 flex flex-col items-center gap-4 px-6 py-10 text-center">
        <span
          className="flex size-16 items-center justify-center rounded-full bg-iris-3 text-iris-11"
          aria-hidden="true"
        >
          <LockKeyhole className="size-8" />
        </span>
        <h1 className="font-display text-3xl font-semibold">Account Required</h1>
        <p className="max-w-[40ch] text-lg text-sand-11">
          Create a free account to start quizzes for your child and keep track of their progress. It takes a minute, and
          your child’s details stay private.
        </p>
        <Button size="lg" onClick={() => openAuthDialog('sign-in')}>
          Sign In / Create Account
        </Button>
      </Card>
    </Page>
  );
}

export function RequireAccount({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner />;
  if (!user) return <AccountGate />;
  return children;
}
