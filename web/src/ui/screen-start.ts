import { type RefObject, useEffect } from 'react';

/**
 * A new screen starts at the top with its heading focused, so a screen reader says where the child
 * is and nobody lands halfway down a page (a retake used to open with its progress bar scrolled away).
 */
export function useScreenStart(heading: RefObject<HTMLElement | null>, screen: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new screen, named by SCREEN.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, [screen]);
}
