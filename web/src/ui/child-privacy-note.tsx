import { LockKeyhole } from 'lucide-react';

/**
 * The privacy notice for the child, shown before their first quiz: short sentences a young reader
 * (or the read-aloud voice) can follow.
 */
export const CHILD_PRIVACY_TEXT =
  'Your grown-up set up SafeSteps for you. Your name and your answers are kept safe and locked away. Only your grown-up can see them, and we never share them. If a question feels tricky or worrying, stop and talk to your grown-up.';

export function ChildPrivacyNote() {
  return (
    <aside
      aria-label="Your answers are safe"
      className="flex items-start gap-3 rounded-[var(--radius-card)] border border-violet-6 bg-violet-2 p-4 text-lg text-sand-12"
    >
      <LockKeyhole className="mt-1 size-6 shrink-0 text-violet-11" aria-hidden="true" />
      <p>{CHILD_PRIVACY_TEXT}</p>
    </aside>
  );
}
