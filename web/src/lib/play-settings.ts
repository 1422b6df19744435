import { useState, useSyncExternalStore } from 'react';
import { DEFAULT_VOLUME } from './sound.ts';

/** Loudness steps a child can name (a slider's "0.3" means nothing to them); quiet (0.3) is the default. */
export const LOUDNESS = [
  { label: 'Quiet', volume: DEFAULT_VOLUME },
  { label: 'Medium', volume: 0.6 },
  { label: 'Loud', volume: 1 },
] as const;
export type Loudness = (typeof LOUDNESS)[number]['label'];

/** The device's sound; whether questions are read aloud belongs to the child (useReadAloud). */
export interface PlaySettings {
  soundOn: boolean;
  loudness: Loudness;
}

const KEY = 'safesteps.play-settings';
const DEFAULTS: PlaySettings = { soundOn: true, loudness: 'Quiet' };
const listeners = new Set<() => void>();
let current: PlaySettings | undefined;

/** Kept on this device, so the next quiz sounds as the last one did. */
function read(): PlaySettings {
  if (current) return current;
  try {
    const { soundOn, loudness } = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<PlaySettings>;
    current = { soundOn: soundOn ?? DEFAULTS.soundOn, loudness: loudness ?? DEFAULTS.loudness };
  } catch {
    current = DEFAULTS;
  }
  return current;
}

export function changePlaySettings(change: Partial<PlaySettings>): void {
  current = { ...read(), ...change };
  try {
    localStorage.setItem(KEY, JSON.stringify(current));
  } catch {
    // Private browsing may refuse storage; the settings still hold for this visit.
  }
  for (const listener of listeners) listener();
}

export function usePlaySettings(): PlaySettings {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => DEFAULTS,
  );
}

/** The volume sound effects play at: 0 when sound is off. */
export function soundVolume(settings: PlaySettings): number {
  if (!settings.soundOn) return 0;
  return LOUDNESS.find((step) => step.label === settings.loudness)?.volume ?? DEFAULT_VOLUME;
}

/**
 * Whether questions, feedback and results are read aloud for the child playing: the parent's
 * choice for that child on the learner form (off when no child is known), until the player's
 * switch changes it for the rest of this visit to the page. Two children sharing a device each
 * hear what their parent chose for them.
 */
export function useReadAloud(readAloudForChild: boolean | undefined): [boolean, (on: boolean) => void] {
  const [changed, setChanged] = useState<boolean | null>(null);
  return [changed ?? readAloudForChild ?? false, setChanged];
}
