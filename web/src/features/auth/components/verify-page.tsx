import { CircleCheck, CircleX, Clock, LoaderCircle, MailCheck, Unlink, UserRoundCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/lib/api-client.ts';
import { openAuthDialog } from '@/lib/auth-dialog-store.ts';
import { Button } from '@/ui/button.tsx';
import { buttonClasses } from '@/ui/button-classes.ts';
import { StatusCard } from '@/ui/status-card.tsx';
import { useSignedUpHere, useVerifyEmail } from '../api/verify-email.ts';
import { clearPendingVerification } from '../pending-verification.ts';

const REDIRECT_MS = 3_000;

const continueLink = (label: string) => (
  <Link to="/dashboard" className={buttonClasses('primary', 'lg')}>
    {label}
  </Link>
);

function Verifying() {
  return (
    <StatusCard icon={LoaderCircle} title="Verifying Your Email">
      <p role="status">Just a moment while we confirm your address…</p>
    </StatusCard>
  );
}

const homeLink = (
  <Link to="/" className={buttonClasses('secondary', 'lg')}>
    Return to Home
  </Link>
);

/**
 * Only the browser that signed up posts the link by itself (and is signed in by it). Any other
 * browser, one a link was sent to by someone else included, waits for the button and is signed
 * in to nothing: it only confirms the address.
 */
export default function VerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const signedUpHere = useSignedUpHere(token !== null);
  const [isConfirmed, setConfirmed] = useState(false);
  const verification = useVerifyEmail(token, signedUpHere.data === true || isConfirmed);

  const isNewlyVerified = verification.isSuccess && verification.data.outcome === 'signed-in';
  useEffect(() => {
    if (!isNewlyVerified) return;
    clearPendingVerification();
    const timer = setTimeout(() => navigate('/dashboard'), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isNewlyVerified, navigate]);

  if (!token) {
    return (
      <StatusCard icon={Unlink} tone="warning" title="Invalid Link" actions={homeLink}>
        <p>This verification link is missing required information.</p>
      </StatusCard>
    );
  }
  if (signedUpHere.isPending) return <Verifying />;
  if (!isConfirmed && signedUpHere.data !== true) {
    return (
      <StatusCard
        icon={MailCheck}
        title="Confirm Your Email"
        actions={
          <Button size="lg" onClick={() => setConfirmed(true)}>
            Verify My Email
          </Button>
        }
      >
        <p>Press the button to confirm your email address for SafeSteps.</p>
      </StatusCard>
    );
  }
  if (verification.isPending) return <Verifying />;
  if (verification.data?.outcome === 'verified') {
    const { email } = verification.data;
    return (
      <StatusCard
        icon={CircleCheck}
        tone="success"
        title="Email Verified!"
        actions={
          <Button size="lg" onClick={() => openAuthDialog('sign-in', { email })}>
            Sign In
          </Button>
        }
      >
        <p>Your email is verified — sign in to continue.</p>
      </StatusCard>
    );
  }
  if (verification.data?.outcome === 'already-verified') {
    return (
      <StatusCard icon={CircleCheck} tone="success" title="Already Verified" actions={continueLink('Continue')}>
        <p>Your email is already verified.</p>
        <p className="text-base">
          You're signed in as <span className="break-all">{verification.data.user.email}</span>.
        </p>
      </StatusCard>
    );
  }
  if (verification.isSuccess) {
    return (
      <StatusCard
        icon={CircleCheck}
        tone="success"
        title="Email Verified!"
        actions={continueLink('Continue to Dashboard')}
      >
        <p>Your email has been verified and you're now logged in.</p>
        <p className="text-base">Taking you to your dashboard…</p>
      </StatusCard>
    );
  }
  const error = verification.error;
  // A signed-in parent opened a link for another account: they stay signed in as themselves.
  if (isApiError(error, 'CONFLICT')) {
    return (
      <StatusCard
        icon={UserRoundCheck}
        tone="info"
        title="This Link Is for Another Account"
        actions={
          <>
            {homeLink}
            {continueLink('Continue')}
          </>
        }
      >
        <p>{error.message}</p>
      </StatusCard>
    );
  }
  const isExpired = isApiError(error, 'TOKEN_EXPIRED');
  return (
    <StatusCard
      icon={isExpired ? Clock : CircleX}
      tone={isExpired ? 'warning' : 'danger'}
      title={isExpired ? 'Link Expired' : 'Verification Failed'}
      actions={
        <>
          {homeLink}
          <Button size="lg" onClick={() => window.location.reload()}>
            Try Again
          </Button>
        </>
      }
    >
      <p>{error?.message || 'Verification failed'}</p>
      {isExpired ? <p>Please sign in again and we will send you a new verification link.</p> : null}
    </StatusCard>
  );
}
