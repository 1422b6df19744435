import { type ComponentProps, lazy, Suspense, useState } from 'react';
import type { PremiumDialog as LoadedPremiumDialog } from './premium-dialog.tsx';

// Radix's dialog (focus trap, scroll lock) is a large part of a page that offers premium, and the
// dialog opens only after a tap: its code loads the first time it opens.
const LazyPremiumDialog = lazy(() =>
  import('./premium-dialog.tsx').then((module) => ({ default: module.PremiumDialog })),
);

/** The premium dialog, rendered from the first time it opens (and kept, so that it can animate closed). */
export function PremiumDialog(props: ComponentProps<typeof LoadedPremiumDialog>) {
  const [hasOpened, setHasOpened] = useState(false);
  if (props.feature !== null && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <LazyPremiumDialog {...props} />
    </Suspense>
  );
}
