import type { LearnerCountry } from '@contract/constants.ts';

/** Read-aloud at rate 0.8, pitch 1.1, volume 0.8, with 1 s between parts. */
const VOICE = { rate: 0.8, pitch: 1.1, volume: 0.8 } as const;
const PAUSE_MS = 1_000;

/** The English a learner hears: their own country's where there is one, British English elsewhere. */
const LANGUAGE_OF_COUNTRY: Partial<Record<LearnerCountry, string>> = {
  UK: 'en-GB',
  US: 'en-US',
  CA: 'en-CA',
  AU: 'en-AU',
  IE: 'en-IE',
};
export const DEFAULT_SPEECH_LANGUAGE = 'en-GB';

export function speechLanguageFor(country: LearnerCountry | undefined): string {
  return (country && LANGUAGE_OF_COUNTRY[country]) ?? DEFAULT_SPEECH_LANGUAGE;
}

export function canSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

const normalised = (lang: string) => lang.replace('_', '-').toLowerCase();

/** The device's voice for LANGUAGE, else any English voice; undefined leaves the choice to the device. */
export function voiceFor(language: string): SpeechSynthesisVoice | undefined {
  const voices = canSpeak() ? (window.speechSynthesis.getVoices?.() ?? []) : [];
  return (
    voices.find((voice) => normalised(voice.lang) === normalised(language)) ??
    voices.find((voice) => normalised(voice.lang).startsWith('en'))
  );
}

/**
 * False when the device lists its voices and none speaks English (the parent should know); true
 * when one does; undefined while the device has not listed any yet (browsers load them late).
 */
export function hasEnglishVoice(): boolean | undefined {
  if (!canSpeak()) return false;
  const voices = window.speechSynthesis.getVoices?.() ?? [];
  if (voices.length === 0) return undefined;
  return voices.some((voice) => normalised(voice.lang).startsWith('en'));
}

function sayOne(text: string, language: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = language;
    const voice = voiceFor(language);
    if (voice) utterance.voice = voice;
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
export async function readAloud(
  parts: string[],
  signal: AbortSignal,
  language: string = DEFAULT_SPEECH_LANGUAGE,
): Promise<void> {
  if (!canSpeak()) return;
  window.speechSynthesis.cancel();
  signal.addEventListener('abort', () => window.speechSynthesis.cancel(), { once: true });
  for (const [index, part] of parts.entries()) {
    if (signal.aborted) return;
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    await sayOne(part, language, signal);
  }
}
