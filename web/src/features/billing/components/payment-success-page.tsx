import { Clock, LoaderCircle, PartyPopper } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '@/features/auth';
import { useCustomQuizzesAvailable } from '@/features/site';
import { openAuthDialog } from '@/lib/auth-dialog-store.ts';
import { Button } from '@/ui/button.tsx';
import { buttonClasses } from '@/ui/button-classes.ts';
import { CheckList } from '@/ui/check-list.tsx';
import { StatusCard } from '@/ui/status-card.tsx';
import { usePremiumPlan } from '../api/get-premium-status.ts';
import { premiumFeatures } from '../billing-copy.ts';

const POLL_MS = 5_000;
/** After this long without premium the page says so, and keeps checking. */
const STILL_PROCESSING_AFTER_MS = 30_000;

function useElapsedMs(stopped: boolean): number {
  const [startedAt] = useState(() => Date.now());
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (stopped) return;
    const timer = window.setInterval(() => setElapsed(Date.now() - startedAt), 1_000);
    return () => window.clearInterval(timer);
  }, [startedAt, stopped]);
  return elapsed;
}

function Reference({ checkoutId }: { checkoutId: string }) {
  if (!checkoutId) return null;
  return (
    <p className="text-sm">
      Reference:{' '}
      <code className="rounded bg-sand-3 px-1.5 py-0.5 font-mono text-sand-12">{checkoutId.slice(0, 20)}</code>
    </p>
  );
}

const homeActions = (
  <>
    <Link to="/dashboard" className={buttonClasses('primary', 'lg')}>
      Go to Dashboard
    </Link>
    <Link to="/" className={buttonClasses('secondary', 'lg')}>
      Return Home
    </Link>
  </>
);

/** The page a checkout returns to. It grants nothing: premium comes from the payment provider's confirmation. */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const checkoutId = params.get('session_id') ?? '';
  const { data: user, isPending: userPending } = useCurrentUser();
  const isSignedIn = Boolean(user);
  const customQuizzesAvailable = useCustomQuizzesAvailable();
  const [confirmed, setConfirmed] = useState(false);
  const plan = usePremiumPlan(isSignedIn, confirmed ? false : POLL_MS);
  useEffect(() => {
    if (plan.data?.hasPremium) setConfirmed(true);
  }, [plan.data?.hasPremium]);
  const elapsed = useElapsedMs(confirmed);

  if (!userPending && !isSignedIn) {
    return (
      <StatusCard
        icon={Clock}
        title="Sign in to see your plan"
        actions={
          <Button size="lg" onClick={() => openAuthDialog('sign-in')}>
            Sign In
          </Button>
        }
      >
        <p>Your payment is being confirmed. Sign in with the account you upgraded to see premium switch on.</p>
        <Reference checkoutId={checkoutId} />
      </StatusCard>
    );
  }

  if (confirmed) {
    return (
      <StatusCard icon={PartyPopper} tone="success" title="Welcome to Premium!" actions={homeActions}>
        <p>Your payment went through. Everything below is unlocked now:</p>
        <CheckList items={premiumFeatures(customQuizzesAvailable)} className="text-left text-base text-sand-12" />
        <Reference checkoutId={checkoutId} />
      </StatusCard>
    );
  }

  if (elapsed >= STILL_PROCESSING_AFTER_MS) {
    return (
      <StatusCard icon={Clock} tone="warning" title="Still processing" actions={homeActions}>
        <p>
          Your payment is taking a little longer to confirm. This page keeps checking; you can also leave it — premium
          switches on by itself as soon as the payment is confirmed.
        </p>
        <Reference checkoutId={checkoutId} />
      </StatusCard>
    );
  }

  return (
    <StatusCard icon={LoaderCircle} isBusy title="Processing your payment…">
      <p role="status">We are confirming your payment. This usually takes a few seconds.</p>
      <Reference checkoutId={checkoutId} />
    </StatusCard>
  );
}
