import { vi } from 'vitest';

/** A speech engine that finishes each utterance at once, keeping what it was asked to say. */
export function stubSpeech(): string[] {
  const spoken: string[] = [];
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(readonly text: string) {}
    },
  );
  vi.stubGlobal('speechSynthesis', {
    speak: (utterance: { text: string; onend: (() => void) | null }) => {
      spoken.push(utterance.text);
      queueMicrotask(() => utterance.onend?.());
    },
    cancel: () => {},
  });
  return spoken;
}
