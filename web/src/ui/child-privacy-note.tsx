import { LockKeyhole } from 'lucide-react';
import { useId, useState } from 'react';

/** The privacy notice for the child, before their first quiz: one short line, so the quiz stays in view. */
export const CHILD_PRIVACY_TEXT = 'Your answers are safe. Only your grown-up sees them.';

/** What the line means, for the grown-up who asks. */
const FOR_GROWN_UPS =
  'For grown-ups: your child’s name and answers are sealed (encrypted), shown only to you, never shared and never sent to an AI. If a question feels worrying, stop and talk it through together.';

export function ChildPrivacyNote() {
  const [isOpen, setIsOpen] = useState(false);
  const detailsId = useId();
  return (
    <aside
      aria-label="Your answers are safe"
      className="rounded-[var(--radius-card)] border border-violet-6 bg-violet-2 px-4 py-2 text-sand-12"
    >
      <p className="flex flex-wrap items-center gap-x-3">
        <LockKeyhole className="size-5 shrink-0 text-violet-11" aria-hidden="true" />
        <span className="font-bold">{CHILD_PRIVACY_TEXT}</span>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={detailsId}
          onClick={() => setIsOpen((open) => !open)}
          className="min-h-12 font-bold text-violet-11 underline"
        >
          What’s this?
        </button>
      </p>
      <p id={detailsId} hidden={!isOpen} className="pb-2 text-sm text-sand-11">
        {FOR_GROWN_UPS}
      </p>
    </aside>
  );
}
