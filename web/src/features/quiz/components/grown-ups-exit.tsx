import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog.tsx';

/** The one way out of the player while a child plays, behind a question a grown-up answers. */
export function GrownUpsExit({ onLeave }: { onLeave: () => void }) {
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
      <Dialog
        open={asking}
        onOpenChange={setAsking}
        title="For grown-ups"
        description="Leave the quiz and go back to setting it up?"
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setAsking(false)}>
            Keep playing
          </Button>
          <Button onClick={onLeave}>Leave the quiz</Button>
        </div>
      </Dialog>
    </>
  );
}
