import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/ui/button.tsx';
import { buttonClasses } from '@/ui/button-classes.ts';
import { CheckList } from '@/ui/check-list.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { PREMIUM_DIALOGS, type PremiumFeature } from '../premium-dialogs.ts';

/** Shown on parent-facing screens only, never inside the quiz player or results. */
export function PremiumDialog({
  feature,
  message,
  onClose,
}: {
  feature: PremiumFeature | null;
  /** The server's own words, shown for the default type. */
  message?: string;
  onClose: () => void;
}) {
  const content = PREMIUM_DIALOGS[feature ?? 'default'];
  return (
    <Dialog
      open={feature !== null}
      onOpenChange={(open) => !open && onClose()}
      title={content.title}
      description={feature === 'default' && message ? message : content.description}
    >
      <CheckList items={content.benefits} className="mb-6" />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          Maybe Later
        </Button>
        <Link to="/pricing" className={buttonClasses('primary')} onClick={onClose}>
          <Crown className="size-5" aria-hidden="true" />
          Upgrade Now
        </Link>
      </div>
    </Dialog>
  );
}
