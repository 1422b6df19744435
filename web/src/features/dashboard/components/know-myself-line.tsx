import type { KnowMyselfProgressResponse } from '@contract/quiz.ts';
import { useKnowMyselfProgress } from '@/features/learners';

/** "Address" reads "address" mid-sentence; a person's detail ("Mum's number") keeps its capital. */
function inSentence(label: string): string {
  return /'s (name|number)$/.test(label) ? label : label.replace(/^./, (first) => first.toLowerCase());
}

/** "Knows: address, Mum's number. Still learning: postcode." Details never asked yet are left out. */
export function describeKnowMyself({ details }: KnowMyselfProgressResponse): string {
  const asked = details.filter((entry) => entry.timesAsked > 0);
  const list = (known: boolean) =>
    asked.filter((entry) => entry.mastered === known).map((entry) => inSentence(entry.label));
  const sentence = (start: string, labels: string[]) => (labels.length > 0 ? [`${start}: ${labels.join(', ')}.`] : []);
  return [...sentence('Knows', list(true)), ...sentence('Still learning', list(false))].join(' ');
}

/** What the child knows of their own details, in words for the parent; nothing until a Know Myself quiz is played. */
export function KnowMyselfLine({ learnerId, className }: { learnerId: string; className?: string }) {
  const progress = useKnowMyselfProgress(learnerId);
  const words = progress.data ? describeKnowMyself(progress.data) : '';
  if (!words) return null;
  return (
    <p className={className}>
      <span className="font-semibold">Know Myself · </span>
      {words}
    </p>
  );
}
