import { BreakdownResponse } from '@contract/analytics.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const breakdownQueryKeys = {
  all: ['analytics', 'breakdown'] as const,
  forLearner: (learnerId: string) => [...breakdownQueryKeys.all, learnerId] as const,
};

export function breakdownQueryOptions(learnerId: string) {
  return queryOptions({
    queryKey: breakdownQueryKeys.forLearner(learnerId),
    staleTime: 0,
    queryFn: () => apiRequest(`/api/analytics/breakdown/${encodeURIComponent(learnerId)}`, BreakdownResponse),
  });
}

export function useBreakdown(learnerId: string) {
  return useQuery(breakdownQueryOptions(learnerId));
}
