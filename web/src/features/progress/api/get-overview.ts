import { OverviewResponse } from '@contract/analytics.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const overviewQueryKeys = {
  all: ['analytics', 'overview'] as const,
  forLearner: (learnerId: string | undefined) => [...overviewQueryKeys.all, learnerId] as const,
};

export function overviewQueryOptions(learnerId: string | undefined) {
  return queryOptions({
    queryKey: overviewQueryKeys.forLearner(learnerId),
    enabled: learnerId !== undefined,
    // A quiz finished on another device should show when the parent comes back.
    staleTime: 0,
    queryFn: () => apiRequest(`/api/analytics/overview/${encodeURIComponent(learnerId ?? '')}`, OverviewResponse),
  });
}

export function useOverview(learnerId: string | undefined) {
  return useQuery(overviewQueryOptions(learnerId));
}
