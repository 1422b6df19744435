import { useSyncExternalStore } from 'react';

export type AuthTab = 'sign-in' | 'sign-up';

interface AuthDialogState {
  open: boolean;
  tab: AuthTab;
  /** Runs after a successful sign-in (for example, resubmitting a held quiz form). */
  onSignedIn?: () => void;
  /** The address the sign-in form starts with (the one a verification link has just confirmed). */
  email?: string;
}

const CLOSED: AuthDialogState = { open: false, tab: 'sign-in' };
let state = CLOSED;
const listeners = new Set<() => void>();

function set(next: AuthDialogState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function openAuthDialog(
  tab: AuthTab = 'sign-in',
  { onSignedIn, email }: { onSignedIn?: () => void; email?: string } = {},
): void {
  set({ open: true, tab, onSignedIn, email });
}

export function closeAuthDialog(): void {
  set({ ...state, open: false });
}

export function setAuthTab(tab: AuthTab): void {
  set({ ...state, tab });
}

export function useAuthDialog(): AuthDialogState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    // Prerendered pages and their hydration start with the dialog closed.
    () => CLOSED,
  );
}
