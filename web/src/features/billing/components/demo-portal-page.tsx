import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { RequireAccount } from '@/features/auth';
import { formatLongDay } from '@/lib/dates.ts';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { buttonClasses } from '@/ui/button-classes.ts';
import { Card } from '@/ui/card.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { ErrorAlert } from '@/ui/error-alert.tsx';
import { BackLink, Page, PageHeader } from '@/ui/page.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import { StatusCard } from '@/ui/status-card.tsx';
import { useCancelDemoSubscription } from '../api/cancel-demo-subscription.ts';
import { useDemoSubscription } from '../api/get-demo-subscription.ts';
import { portalAlert } from '../billing-copy.ts';
import { PLAN_SUMMARY } from '../plan-summary.ts';
import { TestModeNotice } from './test-mode-notice.tsx';

function DemoPortal() {
  const subscription = useDemoSubscription();
  const cancel = useCancelDemoSubscription();
  const [isConfirming, setIsConfirming] = useState(false);

  if (subscription.isPending) return <PageSpinner />;
  if (!subscription.data) {
    return (
      <StatusCard
        icon={CreditCard}
        title="No subscription found"
        actions={
          <Link to="/pricing" className={buttonClasses('primary', 'lg')}>
            See plans
          </Link>
        }
      >
        <p>This account has no subscription to manage.</p>
      </StatusCard>
    );
  }
  const { planType, hasPremium, currentPeriodEnd, cancelAtPeriodEnd } = subscription.data;
  const canCancel = hasPremium && !cancelAtPeriodEnd;
  const plan = PLAN_SUMMARY[planType];
  return (
    <Page width="narrow">
      <title>Manage Subscription — SafeSteps</title>
      <BackLink to="/my-account">My Account</BackLink>
      <PageHeader title="Manage Subscription" />
      <TestModeNotice>
        <strong>Test mode — no real payment.</strong> This page stands in for Stripe’s customer portal. As there,
        cancelling keeps premium until the end of the paid period; nothing is deleted.
      </TestModeNotice>
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-display text-2xl font-semibold">{plan.name}</h2>
          {canCancel ? <Badge tone="success">Active</Badge> : <Badge>Cancelled</Badge>}
        </div>
        <p className="mt-2 text-lg">
          {plan.price} {plan.period}
        </p>
        <p className="mt-1 text-sand-11">
          {!hasPremium
            ? 'Your account is on the free plan. Your learners and their quiz history are all still here.'
            : cancelAtPeriodEnd
              ? `Premium until ${formatLongDay(currentPeriodEnd)}. It will not renew.`
              : `Renews on ${formatLongDay(currentPeriodEnd)}.`}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {canCancel ? (
            <Button variant="danger" size="lg" onClick={() => setIsConfirming(true)}>
              Cancel Subscription
            </Button>
          ) : hasPremium ? null : (
            <Link to="/pricing" className={buttonClasses('primary', 'lg')}>
              Upgrade again
            </Link>
          )}
          <Link to="/my-account" className={buttonClasses('secondary', 'lg')}>
            Back to My Account
          </Link>
        </div>
        <ErrorAlert error={portalAlert(cancel.error)} className="mt-4" />
      </Card>
      <Dialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Cancel your subscription?"
        description="Premium stays until the end of the period you paid for, and nothing is deleted. Then, on the free plan, the active learner keeps playing; your other learners are kept, read-only, until you upgrade again."
      >
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <Button
            variant="danger"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onSettled: () => setIsConfirming(false) })}
          >
            {cancel.isPending ? 'Cancelling…' : 'Cancel Subscription'}
          </Button>
          <Button variant="secondary" onClick={() => setIsConfirming(false)}>
            Keep Premium
          </Button>
        </div>
      </Dialog>
    </Page>
  );
}

export default function DemoPortalPage() {
  return (
    <RequireAccount>
      <DemoPortal />
    </RequireAccount>
  );
}
