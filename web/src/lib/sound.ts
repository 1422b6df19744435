/** Gentle sound effects made with Web Audio: nothing to download. Default volume 0.3. */
export const DEFAULT_VOLUME = 0.3;

let context: AudioContext | undefined;

function audio(): AudioContext | undefined {
  if (typeof window === 'undefined' || !('AudioContext' in window)) return undefined;
  context ??= new AudioContext();
  return context;
}

function tone(frequency: number, startAt: number, duration: number, volume: number): void {
  const ctx = audio();
  if (!ctx) return;
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0, ctx.currentTime + startAt);
  gain.gain.linearRampToValueAtTime(volume, ctx.currentTime + startAt + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + startAt + duration);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(ctx.currentTime + startAt);
  oscillator.stop(ctx.currentTime + startAt + duration + 0.05);
}

export type SoundEffect = 'correct' | 'tryAgain' | 'select' | 'finished';

/** A rising chime for right, a soft low note for not quite: never a buzzer. */
export function playSound(effect: SoundEffect, volume: number): void {
  if (volume <= 0) return;
  void audio()?.resume();
  if (effect === 'correct') {
    tone(523.25, 0, 0.18, volume);
    tone(659.25, 0.12, 0.18, volume);
    tone(783.99, 0.24, 0.3, volume);
  } else if (effect === 'tryAgain') {
    tone(392, 0, 0.25, volume * 0.8);
    tone(349.23, 0.18, 0.35, volume * 0.8);
  } else if (effect === 'select') {
    tone(660, 0, 0.08, volume * 0.5);
  } else {
    [523.25, 659.25, 783.99, 1046.5].forEach((frequency, index) => {
      tone(frequency, index * 0.14, 0.3, volume);
    });
  }
}
