import { CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button-classes.ts';
import { StatusCard } from '@/ui/status-card.tsx';

export default function PaymentCancelledPage() {
  return (
    <StatusCard
      icon={CircleX}
      tone="warning"
      title="Payment Cancelled"
      actions={
        <>
          <Link to="/pricing" className={buttonClasses('primary', 'lg')}>
            Try Again
          </Link>
          <Link to="/" className={buttonClasses('secondary', 'lg')}>
            Return Home
          </Link>
        </>
      }
    >
      <p>Your payment was cancelled and no charges were made.</p>
    </StatusCard>
  );
}
