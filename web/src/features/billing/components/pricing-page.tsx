import type { PlanType } from '@contract/billing.ts';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCurrentUser } from '@/features/auth';
import { useCustomQuizzesAvailable } from '@/features/site';
import { cn } from '@/lib/cn.ts';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { buttonClasses } from '@/ui/button-classes.ts';
import { CheckList } from '@/ui/check-list.tsx';
import { ErrorAlert } from '@/ui/error-alert.tsx';
import { Page, PageHeader } from '@/ui/page.tsx';
import { usePremiumPlan } from '../api/get-premium-status.ts';
import { useStripeConfig } from '../api/get-stripe-config.ts';
import { useOpenPortal } from '../api/open-portal.ts';
import { useStartCheckout } from '../api/start-checkout.ts';
import { BILLING_ERRORS, checkoutAlert, PLAN_FEATURES, PRICES, portalAlert, premiumFeatures } from '../billing-copy.ts';
import { TestModeNotice } from './test-mode-notice.tsx';

interface PlanCardProps {
  name: string;
  price: string;
  period: string;
  features: readonly string[];
  highlight?: boolean;
  badge?: ReactNode;
  note?: string;
  action: ReactNode;
}

function PlanCard({ name, price, period, features, highlight, badge, note, action }: PlanCardProps) {
  return (
    <section
      aria-label={name}
      className={cn(
        'flex flex-col rounded-[var(--radius-tile)] border-2 bg-white p-6 shadow-[var(--shadow-card)]',
        highlight ? 'border-iris-8' : 'border-sand-6',
      )}
    >
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
        <h2 className="font-display text-2xl font-semibold">{name}</h2>
        {badge}
      </div>
      <p className="mt-3">
        <span className="font-display text-4xl font-semibold text-sand-12">{price}</span>{' '}
        <span className="text-sand-11">{period}</span>
      </p>
      {note ? <p className="mt-1 font-bold text-grass-11">{note}</p> : <p className="mt-1 text-sand-11">&nbsp;</p>}
      <CheckList items={features} className="mt-5 flex-1" />
      <div className="mt-6">{action}</div>
    </section>
  );
}

function CurrentPlan() {
  return (
    <p
      className={buttonClasses(
        'ghost',
        'lg',
        'w-full cursor-default border-2 border-grass-7 bg-grass-2 text-grass-11 hover:bg-grass-2',
      )}
    >
      <Check className="size-5" aria-hidden="true" />
      Current plan
    </p>
  );
}

/** What each plan card offers depends on who is looking: a visitor, a free account or a subscriber. */
function usePlanActions() {
  const navigate = useNavigate();
  const { data: user, isPending: userPending } = useCurrentUser();
  const isSignedIn = Boolean(user);
  const plan = usePremiumPlan(isSignedIn);
  const config = useStripeConfig();
  const checkout = useStartCheckout(navigate);
  const portal = useOpenPortal(navigate);

  const loading = userPending || (isSignedIn && plan.isPending);
  const busy = checkout.isPending || portal.isPending;

  return {
    testMode: config.data?.testMode ?? false,
    /** What went wrong with the last press of a plan's button, or with loading the prices they need. */
    error:
      checkoutAlert(checkout.error) ??
      portalAlert(portal.error) ??
      (config.isError ? { description: BILLING_ERRORS.pricingFailed } : null),
    actionFor(planName: 'free' | PlanType): ReactNode {
      if (loading) return <div className="min-h-14" aria-hidden="true" />;
      if (!isSignedIn) {
        return (
          <Link
            to="/sign-up"
            className={buttonClasses(planName === 'monthly' ? 'primary' : 'secondary', 'lg', 'w-full')}
          >
            Sign Up
          </Link>
        );
      }
      const status = plan.data;
      if (planName === 'free') return status?.hasPremium ? null : <CurrentPlan />;
      if (status?.hasPremium) {
        if (status.planType === planName) return <CurrentPlan />;
        return (
          <Button variant="secondary" size="lg" className="w-full" disabled={busy} onClick={() => portal.mutate()}>
            Manage Subscription
          </Button>
        );
      }
      const priceId = config.data?.prices[planName];
      return (
        <Button
          variant={planName === 'monthly' ? 'primary' : 'secondary'}
          size="lg"
          className="w-full"
          disabled={busy || !priceId}
          onClick={() => priceId && checkout.mutate({ priceId, planType: planName })}
        >
          {checkout.isPending && checkout.variables?.planType === planName ? 'Opening checkout…' : 'Upgrade'}
        </Button>
      );
    },
  };
}

export default function PricingPage() {
  const { testMode, error, actionFor } = usePlanActions();
  const customQuizzesAvailable = useCustomQuizzesAvailable();
  return (
    <Page width="wide">
      <title>Pricing — SafeSteps</title>
      <PageHeader
        title="Simple, fair pricing"
        lead="Start free with one child. Upgrade when you want more learners, longer quizzes and Brain Booster."
      />
      <div className="grid gap-5 md:grid-cols-3">
        <PlanCard
          name="Free"
          price={PRICES.free}
          period="forever"
          features={PLAN_FEATURES.free}
          action={actionFor('free')}
        />
        <PlanCard
          name="Premium"
          price={PRICES.monthly}
          period="per month"
          features={premiumFeatures(customQuizzesAvailable)}
          highlight
          badge={<Badge tone="info">Most flexible</Badge>}
          note="Cancel anytime"
          action={actionFor('monthly')}
        />
        <PlanCard
          name="Annual"
          price={PRICES.annual}
          period="per year"
          features={['Everything in Premium', 'One payment a year']}
          badge={<Badge tone="success">Save {PRICES.annualSaving}</Badge>}
          note="Cancel anytime"
          action={actionFor('annual')}
        />
      </div>
      <ErrorAlert error={error} className="mt-6" />
      {/* Under the plans, beside the buttons it is about: it appears once the API has answered, and
          above them it would push the plans down. */}
      {testMode ? (
        <TestModeNotice className="mt-6">
          <strong>Test mode — no real payment.</strong> Upgrading opens a demo checkout: no card is needed and nothing
          is charged.
        </TestModeNotice>
      ) : null}
    </Page>
  );
}
