import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { knowMyselfProgressQueryKeys } from '@/features/learners';
import { breakdownQueryKeys, overviewQueryKeys, quizHistoryQueryKeys } from '@/features/progress';
import { rewardsQueryKeys } from '@/features/rewards';

/**
 * What a finished quiz changes: the learner's history, overview and breakdown, stars and days in a
 * row, and Know Myself progress. (The learner list shows none of these.)
 */
const CHANGED_BY_A_FINISHED_QUIZ = [
  quizHistoryQueryKeys.all,
  overviewQueryKeys.all,
  breakdownQueryKeys.all,
  rewardsQueryKeys.all,
  knowMyselfProgressQueryKeys.all,
] as const;

/**
 * Marks those answers stale and asks again for every one already cached, shown or not, so the
 * parent's dashboard opens on the new figures instead of showing the old ones while it refetches.
 */
export function useRefreshLearnerProgress(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const queryKey of CHANGED_BY_A_FINISHED_QUIZ) {
      void queryClient.invalidateQueries({ queryKey, refetchType: 'all' });
    }
  }, [queryClient]);
}
