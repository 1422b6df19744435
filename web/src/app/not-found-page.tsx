import { House } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button-classes.ts';
import { Page } from '@/ui/page.tsx';

export default function NotFoundPage() {
  return (
    <Page width="narrow" className="text-center">
      <title>Page not found — SafeSteps</title>
      <div className="mt-10 flex flex-col items-center gap-4">
        <p className="font-display text-7xl font-semibold text-iris-9" aria-hidden="true">
          404
        </p>
        <h1 className="font-display text-3xl font-semibold">404 Page Not Found</h1>
        <p className="text-lg text-sand-11">
          We couldn’t find that page. It may have moved, or the link may be mistyped.
        </p>
        <Link to="/" className={buttonClasses('primary', 'lg')}>
          <House className="size-5" aria-hidden="true" />
          Back to Home
        </Link>
      </div>
    </Page>
  );
}
