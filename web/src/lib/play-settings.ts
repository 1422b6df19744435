import { useSyncExternalStore } from 'react';
import { DEFAULT_VOLUME } from './sound.ts';

/** Loudness steps a child can name (a slider's "0.3" means nothing to them); quiet (0.3) is the default. */
export const LOUDNESS = [
  { label: 'Quiet', volume: DEFAULT_VOLUME },
  { label: 'Medium', volume: 0.6 },
  { label: 'Loud', volume: 1 },
] as const;
export type Loudness = (typeof LOUDNESS)[number]['label'];

export interface PlaySettings {
  /** Questions, feedback and results are spoken. */
  readAloud: boolean;
  soundOn: boolean;
  loudness: Loudness;
}

const KEY = 'safesteps.play-settings';
const DEFAULTS: PlaySettings = { readAloud: false, soundOn: true, loudness: 'Quiet' };
const listeners = new Set<() => void>();
let current: PlaySettings | undefined;

/** Kept on this device, so a child's next quiz starts as they left the last. */
function read(): PlaySettings {
  if (current) return current;
  try {
    current = { ...DEFAULTS, ...(JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<PlaySettings>) };
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
