import { RewardsResponse } from '@contract/rewards.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const rewardsQueryKeys = {
  all: ['rewards'] as const,
  forLearner: (learnerId: string | undefined) => [...rewardsQueryKeys.all, learnerId] as const,
};

/** A learner's stars and days in a row, counted in this device's time zone; asked afresh on each showing. */
export function rewardsQueryOptions(learnerId: string | undefined) {
  return queryOptions({
    queryKey: rewardsQueryKeys.forLearner(learnerId),
    enabled: learnerId !== undefined,
    staleTime: 0,
    queryFn: () =>
      apiRequest(
        `/api/analytics/rewards/${encodeURIComponent(learnerId ?? '')}?timeZone=${encodeURIComponent(
          Intl.DateTimeFormat().resolvedOptions().timeZone,
        )}`,
        RewardsResponse,
      ),
  });
}

export function useRewards(learnerId: string | undefined) {
  return useQuery(rewardsQueryOptions(learnerId));
}
