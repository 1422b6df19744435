import { UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { openAuthDialog } from '@/lib/auth-dialog-store.ts';
import { Button } from '@/ui/button.tsx';
import { StatusCard } from '@/ui/status-card.tsx';
import { useCurrentUser } from '../api/get-current-user.ts';

/** `/sign-up` opens the account dialog on its Sign Up tab. */
export default function SignUpPage() {
  const { data: user } = useCurrentUser();
  useEffect(() => {
    if (user === null) openAuthDialog('sign-up');
  }, [user]);
  if (user) return <Navigate to="/dashboard" replace />;
  return (
    <StatusCard
      icon={UserPlus}
      title="Create your free account"
      actions={
        <Button size="lg" onClick={() => openAuthDialog('sign-up')}>
          Create Account
        </Button>
      }
    >
      <p>Add your child, start a quiz, and see how they are getting on.</p>
    </StatusCard>
  );
}
