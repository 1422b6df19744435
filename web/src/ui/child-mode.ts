import { useEffect, useSyncExternalStore } from 'react';

/**
 * While a child plays (from the first question to the results and review) the page shows no
 * parent control: the shell hides its menu, account button and footer links.
 */
let holders = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Turns child mode on while the calling screen is shown and ON is true. */
export function useChildMode(on: boolean): void {
  useEffect(() => {
    if (!on) return;
    holders += 1;
    emit();
    return () => {
      holders -= 1;
      emit();
    };
  }, [on]);
}

export function useIsChildMode(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => holders > 0,
    () => false,
  );
}
