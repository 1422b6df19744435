import { Flame, Star } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { useRewards } from '../api/get-rewards.ts';
import { streakLabel } from '../streak-label.ts';

/** "12 stars" and, from two days on, "3 days in a row": a missed day is never mentioned. */
export function RewardsLine({ learnerId, className }: { learnerId: string | undefined; className?: string }) {
  const { data } = useRewards(learnerId);
  if (!data || data.stars === 0) return null;
  const streak = streakLabel(data.streakDays);
  return (
    <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 font-bold', className)}>
      <span className="inline-flex items-center gap-1.5 text-amber-12">
        <Star className="size-5 fill-amber-9 text-amber-10" aria-hidden="true" />
        {data.stars} {data.stars === 1 ? 'star' : 'stars'} collected
      </span>
      {streak ? (
        <span className="inline-flex items-center gap-1.5 text-orange-11">
          <Flame className="size-5 fill-orange-9 text-orange-10" aria-hidden="true" />
          {streak}
        </span>
      ) : null}
    </p>
  );
}
