import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { GrownUpGate } from '@/ui/grown-up-gate.tsx';

/** The one way out of the player while a child plays, behind the grown-up gate. */
export function GrownUpsExit({ onLeave, purpose }: { onLeave: () => void; purpose: string }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setAsking(true)}
        className="flex min-h-12 items-center gap-1.5 rounded-full px-3 text-sm font-bold text-sand-11 hover:bg-sand-4"
      >
        <LogOut className="size-4" aria-hidden="true" />
        Grown-ups
      </button>
      <GrownUpGate open={asking} onOpenChange={setAsking} onPass={onLeave} purpose={purpose} />
    </>
  );
}
