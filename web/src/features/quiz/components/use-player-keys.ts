import { useEffect } from 'react';

/** Keys that move on from the feedback, as the Next button does. */
const NEXT_KEYS = new Set(['Enter', ' ', 'ArrowRight']);

/** The number keys answer with the option shown at that number; on the feedback, Enter, Space or → move on. */
export function usePlayerKeys({
  isShowingFeedback,
  options,
  onChoose,
  onNext,
}: {
  isShowingFeedback: boolean;
  options: string[];
  onChoose: (option: string) => void;
  onNext: () => void;
}) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, select, textarea, [role="dialog"]')) return;
      // Enter and Space on a focused button press that button (Next, Wait, a setting).
      const isOnControl = Boolean(target?.closest('button, a'));
      if (isShowingFeedback) {
        if (NEXT_KEYS.has(event.key) && !(isOnControl && event.key !== 'ArrowRight')) {
          event.preventDefault();
          onNext();
        }
        return;
      }
      const position = Number(event.key) - 1;
      const option = options[position];
      if (option !== undefined && Number.isInteger(position)) {
        event.preventDefault();
        onChoose(option);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isShowingFeedback, options, onChoose, onNext]);
}
