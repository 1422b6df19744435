import { useSyncExternalStore } from 'react';

/** A toast says something went well; failures are shown by ErrorAlert beside what failed. */
export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
}

type Listener = () => void;

let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows a toast; at most one at a time, so a new one replaces the last. */
export function toast(message: Omit<ToastMessage, 'id'>): void {
  current = { ...message, id: nextId++ };
  emit();
}

export function dismissToast(id: number): void {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

export function useCurrentToast(): ToastMessage | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}

/** Takes away whatever toast is showing (the quiz's feedback panel needs the foot of the screen). */
export function clearToast(): void {
  if (current === null) return;
  current = null;
  emit();
}
