import { CircleCheck, SearchX } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RequireAccount } from '@/features/auth';
import { useCustomQuizzesAvailable } from '@/features/site';
import { Button } from '@/ui/button.tsx';
import { buttonClasses } from '@/ui/button-classes.ts';
import { Card } from '@/ui/card.tsx';
import { CheckList } from '@/ui/check-list.tsx';
import { ErrorAlert } from '@/ui/error-alert.tsx';
import { Page, PageHeader } from '@/ui/page.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import { StatusCard } from '@/ui/status-card.tsx';
import { useCompleteDemoCheckout } from '../api/complete-demo-checkout.ts';
import { useDemoCheckout } from '../api/get-demo-checkout.ts';
import { checkoutAlert, premiumFeatures } from '../billing-copy.ts';
import { PLAN_SUMMARY } from '../plan-summary.ts';
import { TestModeNotice } from './test-mode-notice.tsx';

function DemoCheckout() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const checkoutId = params.get('session_id') ?? '';
  const checkout = useDemoCheckout(checkoutId);
  const pay = useCompleteDemoCheckout(navigate);
  const customQuizzesAvailable = useCustomQuizzesAvailable();

  if (checkoutId && checkout.isPending) return <PageSpinner />;
  if (!checkout.data) {
    return (
      <StatusCard
        icon={SearchX}
        tone="warning"
        title="Checkout not found"
        actions={
          <Link to="/pricing" className={buttonClasses('primary', 'lg')}>
            Choose a plan
          </Link>
        }
      >
        <p>This checkout link is not valid for your account. Start again from the pricing page.</p>
      </StatusCard>
    );
  }
  if (checkout.data.status === 'complete') {
    return (
      <StatusCard
        icon={CircleCheck}
        tone="success"
        title="Already paid"
        actions={
          <Link to="/dashboard" className={buttonClasses('primary', 'lg')}>
            Go to Dashboard
          </Link>
        }
      >
        <p>This checkout has been completed. Nothing more to do.</p>
      </StatusCard>
    );
  }

  const plan = PLAN_SUMMARY[checkout.data.planType];
  return (
    <Page width="narrow">
      <title>Demo checkout — SafeSteps</title>
      <PageHeader title="Checkout" />
      <TestModeNotice>
        <strong>Test mode — no real payment.</strong> This is SafeSteps’ demo checkout. Pay starts premium exactly as a
        real payment would, but no card is needed and nothing is charged.
      </TestModeNotice>
      <Card>
        <p className="text-sand-11">You are subscribing to</p>
        <h2 className="mt-1 font-display text-2xl font-semibold">{plan.name}</h2>
        <p className="mt-2">
          <span className="font-display text-4xl font-semibold text-sand-12">{plan.price}</span>{' '}
          <span className="text-sand-11">{plan.period}</span>
        </p>
        <CheckList items={premiumFeatures(customQuizzesAvailable)} className="mt-5" />
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" className="sm:flex-1" disabled={pay.isPending} onClick={() => pay.mutate(checkoutId)}>
            {pay.isPending ? 'Paying…' : `Pay ${plan.price}`}
          </Button>
          <Link to="/payment-cancelled" className={buttonClasses('secondary', 'lg', 'sm:flex-1')}>
            Cancel
          </Link>
        </div>
        <ErrorAlert error={checkoutAlert(pay.error)} className="mt-4" />
      </Card>
    </Page>
  );
}

export default function DemoCheckoutPage() {
  return (
    <RequireAccount>
      <DemoCheckout />
    </RequireAccount>
  );
}
