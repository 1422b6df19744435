/** Read-aloud at rate 0.8, pitch 1.1, volume 0.8, with 1 s between parts. */
const VOICE = { rate: 0.8, pitch: 1.1, volume: 0.8 } as const;
const PAUSE_MS = 1_000;

export function canSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

function sayOne(text: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'en-GB';
    Object.assign(utterance, VOICE);
    utterance.onend = () => resolve();
    utterance.onerror = () => resolve();
    signal.addEventListener('abort', () => resolve(), { once: true });
    window.speechSynthesis.speak(utterance);
  });
}

/**
 * Reads each part in turn (a question then its numbered options, or a verdict then its
 * explanation), pausing between them; resolves when done, and at once when aborted.
 */
export async function readAloud(parts: string[], signal: AbortSignal): Promise<void> {
  if (!canSpeak()) return;
  window.speechSynthesis.cancel();
  signal.addEventListener('abort', () => window.speechSynthesis.cancel(), { once: true });
  for (const [index, part] of parts.entries()) {
    if (signal.aborted) return;
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    await sayOne(part, signal);
  }
}
