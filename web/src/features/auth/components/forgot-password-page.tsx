import { ForgotPasswordBody, RESET_LINK_HOURS } from '@contract/auth.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { openAuthDialog } from '@/lib/auth-dialog-store.ts';
import { Button } from '@/ui/button.tsx';
import { buttonClasses } from '@/ui/button-classes.ts';
import { alertFor, ErrorAlert } from '@/ui/error-alert.tsx';
import { Field } from '@/ui/field.tsx';
import { StatusCard } from '@/ui/status-card.tsx';
import { useForgotPassword } from '../api/forgot-password.ts';

export default function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ resolver: zodResolver(ForgotPasswordBody), defaultValues: { email: '' } });

  if (sentTo) {
    return (
      <StatusCard
        icon={MailCheck}
        tone="success"
        title="Check Your Email"
        actions={
          <>
            <Button
              size="lg"
              variant="secondary"
              onClick={() => {
                setSentTo(null);
                forgot.reset();
              }}
            >
              Try Different Email
            </Button>
            <Link to="/" className={buttonClasses('primary', 'lg')}>
              Back to Home
            </Link>
          </>
        }
      >
        <p className="font-bold text-sand-12">Password reset instructions sent</p>
        <p>
          If there is an account for <strong className="break-all text-sand-12">{sentTo}</strong>, we have emailed a
          link to choose a new password. The link expires in {RESET_LINK_HOURS} hour.
        </p>
      </StatusCard>
    );
  }

  return (
    <StatusCard icon={KeyRound} title="Forgot your password?">
      <p>Enter the email address you signed up with and we’ll send you a link to choose a new password.</p>
      <form
        noValidate
        className="mt-2 flex flex-col gap-4 text-left text-base"
        onSubmit={form.handleSubmit(({ email }) => forgot.mutate(email, { onSuccess: () => setSentTo(email) }))}
      >
        <ErrorAlert error={alertFor(forgot.error)} />
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" size="lg" disabled={forgot.isPending}>
          {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
        <button type="button" onClick={() => openAuthDialog('sign-in')} className="min-h-12 font-bold text-iris-11">
          Back to Sign In
        </button>
      </form>
    </StatusCard>
  );
}
