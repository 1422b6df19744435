import { PASSWORD_MIN_LENGTH, ResetPasswordBody } from '@contract/auth.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, KeyRound } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/ui/button.tsx';
import { buttonClasses } from '@/ui/button-classes.ts';
import { alertFor, ErrorAlert } from '@/ui/error-alert.tsx';
import { StatusCard } from '@/ui/status-card.tsx';
import { useResetPassword } from '../api/reset-password.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

const REDIRECT_MS = 2_000;

function ResetForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm({
    resolver: zodResolver(ResetPasswordBody),
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => navigate('/dashboard'), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  if (reset.isSuccess) {
    return (
      <StatusCard
        icon={CircleCheck}
        tone="success"
        title="Password Reset Successfully!"
        actions={
          <Link to="/dashboard" className={buttonClasses('primary', 'lg')}>
            Go to Dashboard
          </Link>
        }
      >
        <p>You’re signed in with your new password. Taking you to your dashboard…</p>
      </StatusCard>
    );
  }

  return (
    <StatusCard icon={KeyRound} title="Choose a new password">
      <form
        noValidate
        className="mt-2 flex flex-col gap-4 text-left text-base"
        onSubmit={form.handleSubmit((values) => reset.mutate(values))}
      >
        <ErrorAlert error={alertFor(reset.error)} />
        <NewPasswordFields
          password={form.register('newPassword')}
          confirm={form.register('confirmPassword')}
          labels={{ password: 'New password', confirm: 'Confirm new password' }}
          errors={{ password: errors.newPassword?.message, confirm: errors.confirmPassword?.message }}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters long`}
        />
        <Button type="submit" size="lg" disabled={reset.isPending}>
          {reset.isPending ? 'Resetting Password...' : 'Reset Password'}
        </Button>
        {reset.isError ? (
          <Link
            to="/forgot-password"
            className="inline-flex min-h-12 items-center justify-center font-bold text-iris-11"
          >
            Request a new link
          </Link>
        ) : null}
      </form>
    </StatusCard>
  );
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <Navigate to="/forgot-password" replace />;
  return <ResetForm token={token} />;
}
