import { CircleCheck, CircleX, Clock, LoaderCircle, Unlink } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { StatusCard } from '../../../ui/status-card.tsx';
import { useVerifyEmail } from '../api/verify-email.ts';
import { clearPendingVerification } from '../pending-verification.ts';

const REDIRECT_MS = 3_000;

const homeLink = (
  <Link to="/" className={buttonClasses('secondary', 'lg')}>
    Return to Home
  </Link>
);

export default function VerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const verification = useVerifyEmail(token);

  useEffect(() => {
    if (!verification.isSuccess) return;
    clearPendingVerification();
    const timer = setTimeout(() => navigate('/dashboard'), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [verification.isSuccess, navigate]);

  if (!token) {
    return (
      <StatusCard icon={Unlink} tone="warning" title="Invalid Link" actions={homeLink}>
        <p>This verification link is missing required information.</p>
      </StatusCard>
    );
  }
  if (verification.isPending) {
    return (
      <StatusCard icon={LoaderCircle} title="Verifying Your Email">
        <p role="status">Just a moment while we confirm your address…</p>
      </StatusCard>
    );
  }
  if (verification.isSuccess) {
    return (
      <StatusCard
        icon={CircleCheck}
        tone="success"
        title="Email Verified!"
        actions={
          <Link to="/dashboard" className={buttonClasses('primary', 'lg')}>
            Continue to Dashboard
          </Link>
        }
      >
        <p>Your email has been verified and you're now logged in.</p>
        <p className="text-base">Taking you to your dashboard…</p>
      </StatusCard>
    );
  }
  const error = verification.error;
  const isExpired = error instanceof ApiError && error.field('expired') === true;
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
