import {
  type ChangePasswordBody,
  ChangePasswordBody as ChangePasswordSchema,
  DeleteAccountBody,
  type PublicUser,
  type UpdateProfileBody,
  UpdateProfileBody as UpdateProfileSchema,
} from '@contract/auth.ts';
import { PLAN_LIMITS } from '@contract/constants.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { CreditCard, Download, LayoutDashboard, LogOut, ShieldCheck, Trash2, UserRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { NewPasswordFields, RequireAccount, useCurrentUser, useLogout } from '@/features/auth';
import { PLAN_SUMMARY, PRICES, portalAlert, useOpenPortal, usePremiumPlan } from '@/features/billing';
import { formatLongDay } from '@/lib/dates.ts';
import { Button } from '@/ui/button.tsx';
import { buttonClasses } from '@/ui/button-classes.ts';
import { Card } from '@/ui/card.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { alertFor, ErrorAlert } from '@/ui/error-alert.tsx';
import { Field } from '@/ui/field.tsx';
import { NameFields } from '@/ui/name-fields.tsx';
import { Page, PageHeader } from '@/ui/page.tsx';
import { toast } from '@/ui/toast-store.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

function Section({ icon: Icon, title, children }: { icon: typeof UserRound; title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="mb-4 flex items-center gap-3 font-display text-2xl font-semibold">
        <Icon className="size-6 text-iris-10" aria-hidden="true" />
        {title}
      </h2>
      {children}
    </Card>
  );
}

function Detail({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-sand-4 py-3 last:border-0">
      <dt className="text-sm font-bold text-sand-11">{label}</dt>
      <dd className="break-words text-lg">{value || 'Not set'}</dd>
      {note ? <dd className="text-sm text-sand-11">{note}</dd> : null}
    </div>
  );
}

function AccountDetails({ user }: { user: PublicUser }) {
  const [isEditing, setIsEditing] = useState(false);
  const update = useUpdateProfile();
  const form = useForm<UpdateProfileBody>({
    resolver: zodResolver(UpdateProfileSchema),
    values: { firstName: user.firstName, lastName: user.lastName, email: user.email },
  });
  const { errors } = form.formState;

  if (!isEditing) {
    return (
      <>
        <dl>
          <Detail label="First name" value={user.firstName} />
          <Detail label="Last name" value={user.lastName} />
          <Detail label="Email" value={user.email} note="Email address cannot be changed" />
        </dl>
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => {
            update.reset();
            setIsEditing(true);
          }}
        >
          Edit
        </Button>
      </>
    );
  }
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) =>
        update.mutate(values, {
          onSuccess: () => {
            toast({
              title: 'Profile updated',
              description: 'Your profile has been updated successfully.',
            });
            setIsEditing(false);
          },
        }),
      )}
    >
      <NameFields
        first={form.register('firstName')}
        last={form.register('lastName')}
        errors={{ first: errors.firstName?.message, last: errors.lastName?.message }}
      />
      <Field label="Email" type="email" disabled hint="Email address cannot be changed" {...form.register('email')} />
      <ErrorAlert error={alertFor(update.error, 'Failed to update profile', 'Error')} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            form.reset();
            setIsEditing(false);
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}

const EMPTY_PASSWORDS: ChangePasswordBody = { currentPassword: '', newPassword: '', confirmPassword: '' };

function ChangePassword() {
  const [isOpen, setIsOpen] = useState(false);
  const change = useChangePassword();
  const form = useForm<ChangePasswordBody>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: EMPTY_PASSWORDS,
  });
  const { errors } = form.formState;
  const close = () => {
    form.reset(EMPTY_PASSWORDS);
    change.reset();
    setIsOpen(false);
  };

  if (!isOpen) {
    return (
      <>
        <p className="mb-4 text-sand-11">
          Choose a password you don’t use anywhere else. Three random words work well.
        </p>
        <Button variant="secondary" onClick={() => setIsOpen(true)}>
          Change Password
        </Button>
      </>
    );
  }
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) =>
        change.mutate(values, {
          onSuccess: () => {
            toast({
              title: 'Password changed',
              description: 'Your password has been changed successfully.',
            });
            close();
          },
        }),
      )}
    >
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        revealable
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <NewPasswordFields
        password={form.register('newPassword')}
        confirm={form.register('confirmPassword')}
        labels={{ password: 'New password', confirm: 'Confirm new password' }}
        errors={{ password: errors.newPassword?.message, confirm: errors.confirmPassword?.message }}
        hint="At least 8 characters"
      />
      <ErrorAlert error={alertFor(change.error, 'Failed to change password', 'Error')} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change Password'}
        </Button>
        <Button variant="ghost" onClick={close}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const remove = useDeleteAccount();
  const form = useForm<{ confirmPassword: string }>({
    resolver: zodResolver(DeleteAccountBody),
    defaultValues: { confirmPassword: '' },
  });
  return (
    <>
      <Button variant="danger" onClick={() => setIsOpen(true)}>
        <Trash2 className="size-5" aria-hidden="true" />
        Delete Account
      </Button>
      <Dialog
        open={isOpen}
        onOpenChange={(open) => {
          setIsOpen(open);
          if (!open) {
            form.reset();
            remove.reset();
          }
        }}
        title="Delete Account"
        description="This permanently deletes everything below. It cannot be undone."
      >
        <ul className="mb-4 ml-5 flex list-disc flex-col gap-1 text-sand-12">
          <li>Your account, your details and every sign-in</li>
          <li>Each child’s profile and every detail you entered about them</li>
          <li>Every quiz, with your children’s answers, scores and history</li>
          <li>Your subscription, which is cancelled so no further payment is taken</li>
        </ul>
        <p className="mb-4 text-sand-11">
          Want a copy first?{' '}
          <a href="/api/user/export" download className="font-bold text-iris-11">
            Download my data
          </a>
        </p>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit(({ confirmPassword }) =>
            remove.mutate(confirmPassword, {
              onSuccess: () => {
                toast({ title: 'Account deleted', description: 'Your account has been permanently deleted.' });
                onDeleted();
              },
            }),
          )}
        >
          <Field
            label="Enter your password to confirm"
            type="password"
            autoComplete="current-password"
            revealable
            error={form.formState.errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <ErrorAlert error={alertFor(remove.error, 'Failed to delete account', 'Error')} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete my account'}
            </Button>
            <Button variant="ghost" onClick={() => setIsOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

/** The plan in force, and when it renews or ends, so a parent never has to guess what they pay for. */
function CurrentPlan() {
  const plan = usePremiumPlan(true);
  if (plan.isPending) return <p role="status">Loading your plan…</p>;
  const status = plan.data;
  if (!status?.hasPremium || !status.planType) {
    return (
      <>
        <dl>
          <Detail
            label="Plan"
            value={`Free (${PRICES.free})`}
            note={`${PLAN_LIMITS.free.learners} learner and ${PLAN_LIMITS.free.monthlySafetyQuizzes} safety quizzes a month, with Know Myself unlimited.`}
          />
        </dl>
        <Link to="/pricing" className="inline-flex min-h-12 items-center font-bold text-iris-11">
          See premium plans
        </Link>
      </>
    );
  }
  const summary = PLAN_SUMMARY[status.planType];
  return (
    <dl>
      <Detail label="Plan" value={`${summary.name} (${summary.price} ${summary.period})`} />
      {status.paidUntil && status.endsAtPeriodEnd ? (
        <Detail
          label="Cancelled"
          value={`Premium until ${formatLongDay(status.paidUntil)}`}
          note="You have cancelled: premium ends on this day and then your account is on the free plan. Nothing is deleted."
        />
      ) : status.paidUntil ? (
        <Detail
          label="Renews on"
          value={formatLongDay(status.paidUntil)}
          note="If you cancel, premium stays until this day and nothing is deleted."
        />
      ) : null}
    </dl>
  );
}

function MyAccount({ user }: { user: PublicUser }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const signOut = () => logout.mutate(undefined, { onSettled: () => navigate('/') });
  const portal = useOpenPortal(navigate);

  return (
    <Page>
      <title>My Account — SafeSteps</title>
      <div className="mb-2 flex flex-wrap gap-2">
        <Link to="/dashboard" className={buttonClasses('ghost', 'md', '-ml-3')}>
          <LayoutDashboard className="size-5" aria-hidden="true" />
          Dashboard
        </Link>
        <Button variant="ghost" onClick={signOut}>
          <LogOut className="size-5" aria-hidden="true" />
          Sign Out
        </Button>
      </div>
      <PageHeader title="My Account" lead="Your details, password, plan and data." />
      <div className="flex flex-col gap-5">
        <Section icon={UserRound} title="Account Details">
          <AccountDetails user={user} />
        </Section>
        <Section icon={ShieldCheck} title="Security">
          <ChangePassword />
        </Section>
        <Section icon={CreditCard} title="Subscription">
          <CurrentPlan />
          <div className="mt-4 flex flex-wrap gap-3">
            <Button variant="secondary" disabled={portal.isPending} onClick={() => portal.mutate()}>
              {portal.isPending ? 'Opening…' : 'Manage Subscription'}
            </Button>
          </div>
          <ErrorAlert error={portalAlert(portal.error)} className="mt-4" />
        </Section>
        <Section icon={Download} title="Your Data">
          <p className="mb-4 text-sand-11">
            Download everything SafeSteps holds about your account and your children, as a file you can keep.
          </p>
          <a href="/api/user/export" download className={buttonClasses('secondary')}>
            <Download className="size-5" aria-hidden="true" />
            Download my data
          </a>
        </Section>
        <Section icon={Trash2} title="Close Your Account">
          <p className="mb-4 text-sand-11">
            You can sign out here, or delete your account and everything in it. Our{' '}
            <Link to="/privacy" className="font-bold text-iris-11">
              Privacy Notice
            </Link>{' '}
            says what we keep and for how long.
          </p>
          <div className="flex flex-wrap gap-3">
            <DeleteAccount onDeleted={() => navigate('/')} />
            <Button variant="secondary" onClick={signOut}>
              <LogOut className="size-5" aria-hidden="true" />
              Sign Out
            </Button>
          </div>
        </Section>
      </div>
    </Page>
  );
}

export default function MyAccountPage() {
  const { data: user } = useCurrentUser();
  return <RequireAccount>{user ? <MyAccount user={user} /> : null}</RequireAccount>;
}
