import { Settings2, Volume1, Volume2, VolumeX } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn.ts';
import { changePlaySettings, LOUDNESS, usePlaySettings } from '@/lib/play-settings.ts';
import { canSpeak } from '@/lib/speech.ts';

function Switch({ label, on, onChange }: { label: string; on: boolean; onChange: (on: boolean) => void }) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => onChange(!on)}
      className={cn(
        'flex min-h-12 w-full items-center justify-between gap-3 rounded-xl border-2 px-3 text-left font-bold',
        on ? 'border-iris-8 bg-iris-3 text-iris-12' : 'border-sand-6 bg-white text-sand-12',
      )}
    >
      {label}
      <span className="text-sm">{on ? 'On' : 'Off'}</span>
    </button>
  );
}

/**
 * Read-aloud (the child's, held by the page: see useReadAloud), sound and loudness (the device's)
 * in one small panel: big targets, words a child can hear. The panel
 * opens under the nearest positioned ancestor's right edge (the player's top bar), so it stays on
 * screen however that bar wraps.
 */
export function PlaySettingsMenu({
  readAloud,
  onReadAloudChange,
}: {
  readAloud: boolean;
  onReadAloudChange: (on: boolean) => void;
}) {
  const settings = usePlaySettings();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const SoundIcon = !settings.soundOn ? VolumeX : settings.loudness === 'Quiet' ? Volume1 : Volume2;
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-full border border-sand-6 bg-white px-3 font-bold text-sand-12 hover:bg-sand-3"
      >
        <SoundIcon className="size-5" aria-hidden="true" />
        <Settings2 className="size-5" aria-hidden="true" />
        <span className="sr-only">Sound and reading settings</span>
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute right-0 top-full z-40 mt-2 flex w-[min(18rem,100%)] flex-col gap-3 rounded-[var(--radius-card)] border border-sand-6 bg-white p-4 shadow-[var(--shadow-lift)] animate-fade-in"
        >
          {canSpeak() ? <Switch label="Read aloud" on={readAloud} onChange={onReadAloudChange} /> : null}
          <Switch label="Sounds" on={settings.soundOn} onChange={(on) => changePlaySettings({ soundOn: on })} />
          <fieldset disabled={!settings.soundOn} className="disabled:opacity-60">
            <legend className="mb-2 font-bold">How loud</legend>
            <div className="grid grid-cols-3 gap-2">
              {LOUDNESS.map((step) => (
                <button
                  key={step.label}
                  type="button"
                  aria-pressed={settings.loudness === step.label}
                  onClick={() => changePlaySettings({ loudness: step.label })}
                  className={cn(
                    'min-h-12 rounded-xl border-2 px-1 font-bold',
                    settings.loudness === step.label
                      ? 'border-iris-8 bg-iris-3 text-iris-12'
                      : 'border-sand-6 bg-white text-sand-12',
                  )}
                >
                  {step.label}
                </button>
              ))}
            </div>
          </fieldset>
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="min-h-12 rounded-full bg-iris-9 px-4 font-bold text-white hover:bg-iris-10"
          >
            Done
          </button>
        </div>
      ) : null}
    </>
  );
}
