import { CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Page } from '../../../ui/page.tsx';

export default function PaymentCancelledPage() {
  return (
    <Page width="narrow">
      <title>Payment cancelled — SafeSteps</title>
      <Card className="mt-6 flex flex-col items-center gap-4 py-10 text-center">
        <CircleX className="size-12 text-amber-10" aria-hidden="true" />
        <h1 className="font-display text-3xl font-semibold">Payment Cancelled</h1>
        <p className="max-w-[40ch] text-lg text-sand-11">Your payment was cancelled and no charges were made.</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/pricing" className={buttonClasses('primary', 'lg')}>
            Try Again
          </Link>
          <Link to="/" className={buttonClasses('secondary', 'lg')}>
            Return Home
          </Link>
        </div>
      </Card>
    </Page>
  );
}
