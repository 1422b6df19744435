import { PrefillResponse } from '@contract/learners.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { learnersQueryKey } from './list-learners.ts';

export const learnerPrefillQueryKey = (learnerId: string | undefined) =>
  [...learnersQueryKey, 'prefill', learnerId] as const;

export function learnerPrefillQueryOptions(learnerId: string | undefined) {
  return queryOptions({
    queryKey: learnerPrefillQueryKey(learnerId),
    enabled: learnerId !== undefined,
    queryFn: () => apiRequest(`/api/learners/${encodeURIComponent(learnerId ?? '')}/prefill`, PrefillResponse),
  });
}

export function useLearnerPrefill(learnerId: string | undefined) {
  return useQuery(learnerPrefillQueryOptions(learnerId));
}
