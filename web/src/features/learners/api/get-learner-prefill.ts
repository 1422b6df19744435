import { PrefillResponse } from '@contract/learners.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { learnersQueryKey } from './list-learners.ts';

export const learnerPrefillQueryKeys = {
  /** Every learner's: a Know Myself quiz saves the details it was made with. */
  all: [...learnersQueryKey, 'prefill'] as const,
  forLearner: (learnerId: string | undefined) => [...learnerPrefillQueryKeys.all, learnerId] as const,
};

export function learnerPrefillQueryOptions(learnerId: string | undefined) {
  return queryOptions({
    queryKey: learnerPrefillQueryKeys.forLearner(learnerId),
    enabled: learnerId !== undefined,
    queryFn: () => apiRequest(`/api/learners/${encodeURIComponent(learnerId ?? '')}/prefill`, PrefillResponse),
  });
}

export function useLearnerPrefill(learnerId: string | undefined) {
  return useQuery(learnerPrefillQueryOptions(learnerId));
}
