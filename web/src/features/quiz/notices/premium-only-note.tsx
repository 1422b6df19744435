import { Lock } from 'lucide-react';
import { Link } from 'react-router';

/** Said before a free parent fills in a premium form, not after they press Generate. */
export function PremiumOnlyNote({ what }: { what: string }) {
  return (
    <p className="mb-5 flex items-start gap-2 rounded-xl bg-amber-2 p-3 text-sand-12">
      <Lock className="mt-0.5 size-5 shrink-0 text-amber-11" aria-hidden="true" />
      <span>
        <strong>{what} are part of premium.</strong> You can look at the form, but making a quiz needs a premium plan.{' '}
        <Link to="/pricing" className="font-bold text-iris-11">
          See plans
        </Link>
      </span>
    </p>
  );
}
