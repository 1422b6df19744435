import { UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Page } from '../../../ui/page.tsx';
import { useCurrentUser } from '../api/get-current-user.ts';
import { openAuthDialog } from '../auth-dialog-store.ts';

/** `/sign-up` opens the account dialog on its Sign Up tab. */
export default function SignUpPage() {
  const { data: user } = useCurrentUser();
  useEffect(() => {
    if (user === null) openAuthDialog('sign-up');
  }, [user]);
  if (user) return <Navigate to="/dashboard" replace />;
  return (
    <Page width="narrow">
      <title>Create your free account — SafeSteps</title>
      <Card className="mt-6 flex flex-col items-center gap-4 py-10 text-center">
        <UserPlus className="size-12 text-iris-10" aria-hidden="true" />
        <h1 className="font-display text-3xl font-semibold">Create your free account</h1>
        <p className="max-w-[40ch] text-lg text-sand-11">
          Add your child, start a quiz, and see how they are getting on.
        </p>
        <Button size="lg" onClick={() => openAuthDialog('sign-up')}>
          Create Account
        </Button>
      </Card>
    </Page>
  );
}
