import { LoginBody, RegisterBody } from '@contract/auth.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '@/lib/api-client.ts';
import { type AuthTab, closeAuthDialog, setAuthTab, useAuthDialog } from '@/lib/auth-dialog-store.ts';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { alertFor, ErrorAlert } from '@/ui/error-alert.tsx';
import { Field } from '@/ui/field.tsx';
import { NameFields } from '@/ui/name-fields.tsx';
import { Tabs } from '@/ui/tabs.tsx';
import { useLogin } from '../api/login.ts';
import { useRegister } from '../api/register.ts';
import { storePendingVerification } from '../pending-verification.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { VerificationGuidance } from './verification-guidance.tsx';

function SignInForm({ onSignedIn, email = '' }: { onSignedIn?: () => void; email?: string }) {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm<LoginBody>({ resolver: zodResolver(LoginBody), defaultValues: { email, password: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => {
        form.reset();
        closeAuthDialog();
        onSignedIn?.();
      },
      onError: (error) => {
        if (isApiError(error, 'EMAIL_NOT_VERIFIED')) {
          storePendingVerification(values.email, '');
          closeAuthDialog();
          navigate('/check-email');
        }
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ErrorAlert error={alertFor(login.error)} />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        revealable
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Link
        to="/forgot-password"
        onClick={closeAuthDialog}
        className="-my-1 inline-flex min-h-12 items-center self-start font-bold text-iris-11"
      >
        Forgot your password?
      </Link>
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}

function SignUpForm({
  onVerificationSent,
}: {
  onVerificationSent: (sent: { email: string; firstName: string }) => void;
}) {
  const register = useRegister();
  const form = useForm<RegisterBody>({
    resolver: zodResolver(RegisterBody),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    register.mutate(values, {
      onSuccess: () => {
        form.reset();
        storePendingVerification(values.email, values.firstName);
        onVerificationSent({ email: values.email, firstName: values.firstName });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ErrorAlert error={alertFor(register.error)} />
      <NameFields
        first={form.register('firstName')}
        last={form.register('lastName')}
        errors={{ first: errors.firstName?.message, last: errors.lastName?.message }}
      />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <NewPasswordFields
        password={form.register('password')}
        confirm={form.register('confirmPassword')}
        labels={{ password: 'Password', confirm: 'Confirm password' }}
        errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
        hint="At least 8 characters. A few random words make a strong password."
      />
      <p className="text-sm text-sand-11">
        By creating an account you agree to our{' '}
        <a href="/terms" target="_blank" rel="noopener" className="font-bold text-iris-11">
          Terms of Use
        </a>{' '}
        and have read our{' '}
        <a href="/privacy" target="_blank" rel="noopener" className="font-bold text-iris-11">
          Privacy Notice
        </a>
        , which says what we keep about you and your children.
      </p>
      <Button type="submit" size="lg" disabled={register.isPending}>
        {register.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}

export function CheckYourEmail({ email, firstName, onDone }: { email: string; firstName: string; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 rounded-xl bg-grass-3 p-3 text-grass-11">
        <MailCheck className="size-6 shrink-0" aria-hidden="true" />
        <p className="font-bold">Account created successfully</p>
      </div>
      <VerificationGuidance email={email} firstName={firstName} />
      <Button size="lg" onClick={onDone} className="mt-2">
        Got it!
      </Button>
    </div>
  );
}

export default function AuthDialog() {
  const { open, tab, onSignedIn, email } = useAuthDialog();
  const [sent, setSent] = useState<{ email: string; firstName: string } | null>(null);

  if (sent) {
    return (
      <Dialog open onOpenChange={(isOpen) => !isOpen && setSent(null)} title="Check Your Email">
        <CheckYourEmail email={sent.email} firstName={sent.firstName} onDone={() => setSent(null)} />
      </Dialog>
    );
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && closeAuthDialog()}
      title={tab === 'sign-in' ? 'Welcome back' : 'Create your free account'}
    >
      <Tabs
        value={tab}
        onValueChange={(value) => setAuthTab(value as AuthTab)}
        tabs={[
          { value: 'sign-in', label: 'Sign In', content: <SignInForm onSignedIn={onSignedIn} email={email} /> },
          {
            value: 'sign-up',
            label: 'Sign Up',
            content: (
              <SignUpForm
                onVerificationSent={(details) => {
                  closeAuthDialog();
                  setSent(details);
                }}
              />
            ),
          },
        ]}
      />
    </Dialog>
  );
}
