import { Ticket } from 'lucide-react';
import { useQuota } from '../api/get-quota.ts';

/** On a free account's safety setup form: how many of this month's quizzes are left, before one is made. */
export function FreeQuizzesLeft() {
  const quota = useQuota(true);
  const allowance = quota.data?.userType === 'free' ? quota.data.monthlySafetyQuizzes : undefined;
  if (!allowance) return null;
  const { remaining, limit } = allowance;
  return (
    <p className="mb-5 flex items-start gap-2 rounded-xl bg-amber-2 p-3 text-sand-12">
      <Ticket className="mt-0.5 size-5 shrink-0 text-amber-11" aria-hidden="true" />
      <span>
        <strong>
          {remaining} of {limit} free safety {limit === 1 ? 'quiz' : 'quizzes'} left this month.
        </strong>{' '}
        A quiz counts once your child answers its first question. Know Myself quizzes are unlimited.
      </span>
    </p>
  );
}
