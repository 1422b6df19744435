import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/ui/button.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import { StatusCard } from '@/ui/status-card.tsx';
import { clearPendingVerification, hasVerificationRedirect, readPendingVerification } from '../pending-verification.ts';
import { VerificationGuidance } from './verification-guidance.tsx';

const RECHECK_MS = 200;

export default function CheckEmailPage() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(readPendingVerification);

  useEffect(() => {
    if (pending) return;
    // The value may be written just after this page opens; look once more before leaving.
    const timer = setTimeout(() => {
      const again = readPendingVerification();
      if (again) setPending(again);
      else if (!hasVerificationRedirect()) navigate('/', { replace: true });
    }, RECHECK_MS);
    return () => clearTimeout(timer);
  }, [pending, navigate]);

  if (!pending) return <PageSpinner />;
  return (
    <StatusCard
      icon={MailCheck}
      title="Check Your Email"
      actions={
        <Button
          size="lg"
          variant="secondary"
          onClick={() => {
            clearPendingVerification();
            navigate('/');
          }}
        >
          Back to Home
        </Button>
      }
    >
      <div className="text-left text-base text-sand-12">
        <VerificationGuidance email={pending.email} firstName={pending.firstName} />
      </div>
    </StatusCard>
  );
}
