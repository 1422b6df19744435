import { useEffect, useId, useRef, useState } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

/** How long a grown-up holds the button: longer than a child's tap or a curious press. */
export const HOLD_MS = 3_000;

/** Two two-digit numbers whose sum a five-year-old cannot work out (and cannot type by chance). */
export function grownUpSum(random: () => number = Math.random): { left: number; right: number } {
  const twoDigits = () => 21 + Math.floor(random() * 68);
  return { left: twoDigits(), right: twoDigits() };
}

/** The ring fills as the button is held; it empties at once when let go. */
function HoldRing({ isHolding }: { isHolding: boolean }) {
  const radius = 26;
  const circumference = 2 * Math.PI * radius;
  return (
    <svg viewBox="0 0 60 60" className="size-16 shrink-0 -rotate-90" aria-hidden="true" focusable="false">
      <circle cx="30" cy="30" r={radius} fill="none" stroke="var(--iris-4)" strokeWidth="6" />
      <circle
        cx="30"
        cy="30"
        r={radius}
        fill="none"
        stroke="var(--iris-9)"
        strokeWidth="6"
        strokeLinecap="round"
        strokeDasharray={circumference}
        strokeDashoffset={isHolding ? 0 : circumference}
        style={{
          transition: isHolding ? `stroke-dashoffset ${HOLD_MS}ms linear` : 'none',
        }}
      />
    </svg>
  );
}

/** Press and hold (pointer, or Space or Enter held down) for HOLD_MS; letting go early starts again. */
function HoldToLeave({ onHeld, label }: { onHeld: () => void; label: string }) {
  const [isHolding, setIsHolding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const held = useRef(onHeld);
  held.current = onHeld;
  const stop = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setIsHolding(false);
  };
  const start = () => {
    if (timer.current) return;
    setIsHolding(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setIsHolding(false);
      held.current();
    }, HOLD_MS);
  };
  // Closing the gate mid-hold must not leave a timer to fire later.
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return (
    <button
      type="button"
      aria-label={`${label}: press and hold for ${HOLD_MS / 1000} seconds`}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture?.(event.pointerId);
        start();
      }}
      onPointerUp={stop}
      onPointerCancel={stop}
      onPointerLeave={stop}
      onKeyDown={(event) => {
        if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) {
          event.preventDefault();
          start();
        }
      }}
      onKeyUp={(event) => {
        if (event.key === ' ' || event.key === 'Enter') stop();
      }}
      onBlur={stop}
      onContextMenu={(event) => event.preventDefault()}
      className="flex min-h-20 w-full touch-none select-none items-center gap-4 rounded-2xl border-2 border-iris-7 bg-iris-2 px-4 py-2 text-left font-bold text-iris-12 [-webkit-touch-callout:none]"
    >
      <HoldRing isHolding={isHolding} />
      <span>{isHolding ? 'Keep holding…' : 'Press and hold for 3 seconds'}</span>
    </button>
  );
}

/** Or: a sum typed in, for a keyboard, a switch or anyone who cannot hold. */
function GrownUpQuestion({ onPass }: { onPass: () => void }) {
  const [sum] = useState(() => grownUpSum());
  const [typed, setTyped] = useState('');
  const [isWrong, setIsWrong] = useState(false);
  const inputId = useId();
  const errorId = useId();
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (Number(typed.trim()) === sum.left + sum.right) onPass();
        else setIsWrong(true);
      }}
    >
      <label htmlFor={inputId} className="font-bold text-sand-12">
        Or answer: what is {sum.left} + {sum.right}?
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setIsWrong(false);
          }}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          aria-invalid={isWrong}
          aria-describedby={isWrong ? errorId : undefined}
          className="min-h-12 w-28 rounded-xl border-2 border-sand-7 bg-white px-3 text-xl font-bold focus:border-iris-8 focus:outline-none"
        />
        <Button type="submit" variant="secondary">
          Check
        </Button>
      </div>
      {isWrong ? (
        <p id={errorId} role="alert" className="text-sm font-bold text-amber-11">
          That is not it. Try again, or hold the button.
        </p>
      ) : null}
    </form>
  );
}

/**
 * The way out of a child's space: a grown-up holds a button for three seconds or answers a sum a
 * young child cannot. Closing it (Keep playing, Escape) leaves the child where they were.
 */
export function GrownUpGate({
  open,
  onOpenChange,
  onPass,
  purpose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPass: () => void;
  /** What passing does, said to the grown-up ("Leave Lily's games"). */
  purpose: string;
}) {
  const pass = () => {
    onOpenChange(false);
    onPass();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="For grown-ups" description={`${purpose}?`}>
      {open ? (
        <div className="flex flex-col gap-5">
          <HoldToLeave onHeld={pass} label={purpose} />
          <GrownUpQuestion onPass={pass} />
          <Button size="lg" onClick={() => onOpenChange(false)}>
            Keep playing
          </Button>
        </div>
      ) : null}
    </Dialog>
  );
}
