import { QUIZ_MESSAGES } from '@contract/quiz.ts';
import { Gauge } from 'lucide-react';
import { useState } from 'react';
import { useQuota } from '@/features/quiz';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { ErrorAlert } from '@/ui/error-alert.tsx';

function Meter({ label, used, limit }: { label: string; used: number; limit: number }) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-sand-12">
        <span className="font-bold">{label}</span>
        <span>
          {used} of {limit}
        </span>
      </div>
      <div className="h-2.5 overflow-hidden rounded-full bg-sand-4" aria-hidden="true">
        <div
          className="h-full rounded-full bg-iris-9"
          style={{ width: `${Math.min(100, (used / Math.max(1, limit)) * 100)}%` }}
        />
      </div>
    </div>
  );
}

function Activity({ label, count }: { label: string; count: number }) {
  return (
    <div className="flex flex-col-reverse rounded-xl bg-sand-2 p-3">
      <dt className="text-sm text-sand-11">{label}</dt>
      <dd className="font-display text-3xl font-semibold">{count}</dd>
    </div>
  );
}

export function UsageButton({ className }: { className?: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const quota = useQuota(isOpen);
  const data = quota.data;
  const atLimit =
    data?.userType === 'premium' &&
    [data.activity.daily, data.activity.weekly, data.activity.monthly].some((usage) => usage.used >= usage.limit);
  return (
    <>
      <Button variant="ghost" onClick={() => setIsOpen(true)} className={className}>
        <Gauge className="size-5" aria-hidden="true" />
        Usage
      </Button>
      <Dialog open={isOpen} onOpenChange={setIsOpen} title="Your usage" description="How many quizzes you have made.">
        {quota.isPending ? <p role="status">Loading…</p> : null}
        <ErrorAlert error={quota.isError ? { description: 'Unable to load usage data' } : null} />
        {data?.userType === 'free' ? (
          <div className="flex flex-col gap-3">
            <Meter
              label="Safety quizzes this month"
              used={data.monthlySafetyQuizzes.used}
              limit={data.monthlySafetyQuizzes.limit}
            />
            <p className="text-sand-11">
              {data.monthlySafetyQuizzes.remaining} left this month. Know Myself quizzes are unlimited.
            </p>
          </div>
        ) : null}
        {data?.userType === 'premium' ? (
          <div className="flex flex-col gap-3">
            <p className="text-sand-11">Premium quizzes are unlimited. Quizzes started:</p>
            <dl className="grid grid-cols-3 gap-2 text-center">
              <Activity label="Today" count={data.activity.daily.used} />
              <Activity label="This week" count={data.activity.weekly.used} />
              <Activity label="This month" count={data.activity.monthly.used} />
            </dl>
          </div>
        ) : null}
        {atLimit ? (
          <p role="alert" className="mt-3 font-bold text-amber-12">
            {QUIZ_MESSAGES.activityLimit}
          </p>
        ) : null}
      </Dialog>
    </>
  );
}
