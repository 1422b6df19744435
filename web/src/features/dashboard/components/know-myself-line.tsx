import type { KnowMyselfProgressResponse, KnowMyselfStatus } from '@contract/quiz.ts';
import { useKnowMyselfProgress } from '@/features/learners';

type Entry = KnowMyselfProgressResponse['details'][number];

/** "Address" reads "address" mid-sentence; a person's detail ("Mum's number") keeps its capital. */
function inSentence(label: string): string {
  return /'s (name|number)$/.test(label) ? label : label.replace(/^./, (first) => first.toLowerCase());
}

/** The parent's own calendar day ("2026-11-25"), to tell "right today" from "right on an earlier day". */
export function localDay(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * "Knows (right on two different days): address. Right today — one more day to be sure: postcode.
 * Still learning: Mum's number." Each part says what it means, so a parent reads "knows" as the app
 * does: right on two different days, not once. Details never asked yet are left out.
 */
export function describeKnowMyself({ details }: KnowMyselfProgressResponse, today: string = localDay()): string {
  const labels = (wanted: (entry: Entry) => boolean) => details.filter(wanted).map((entry) => inSentence(entry.label));
  const withStatus = (status: KnowMyselfStatus) => (entry: Entry) => entry.status === status;
  const rightOnce = withStatus('right-once');
  const sentence = (start: string, listed: string[]) => (listed.length > 0 ? [`${start}: ${listed.join(', ')}.`] : []);
  return [
    ...sentence('Knows (right on two different days)', labels(withStatus('known'))),
    ...sentence(
      'Right today — one more day to be sure',
      labels((entry) => rightOnce(entry) && entry.lastAsked === today),
    ),
    ...sentence(
      'Right once — one more day to be sure',
      labels((entry) => rightOnce(entry) && entry.lastAsked !== today),
    ),
    ...sentence('Still learning', labels(withStatus('learning'))),
  ].join(' ');
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
