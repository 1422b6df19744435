import { CircleAlert, House, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/ui/button.tsx';
import { buttonClasses } from '@/ui/button-classes.ts';
import { StatusCard } from '@/ui/status-card.tsx';

/** A parent's page that failed to draw: what happened and what to do next, never a blank screen. */
export function PageProblem() {
  return (
    <StatusCard
      icon={CircleAlert}
      tone="warning"
      title="This page didn’t load properly"
      actions={
        <>
          <Link to="/" className={buttonClasses('secondary', 'lg')}>
            <House className="size-5" aria-hidden="true" />
            Back to Home
          </Link>
          <Button size="lg" onClick={() => window.location.reload()}>
            <RotateCcw className="size-5" aria-hidden="true" />
            Reload the page
          </Button>
        </>
      }
    >
      <p>Something went wrong on our side while showing it. Reloading usually fixes it; nothing you saved is lost.</p>
    </StatusCard>
  );
}
