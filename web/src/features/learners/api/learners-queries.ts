import { queryOptions, useQuery } from '@tanstack/react-query';
import { ActiveLearnerResponse, LearnersResponse, PrefillResponse } from '../../../../../contract/learners.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const learnersQueryKey = ['learners'] as const;

export function learnersQueryOptions() {
  return queryOptions({
    queryKey: [...learnersQueryKey, 'list'],
    queryFn: async () => (await apiRequest('/api/learners', LearnersResponse)).learners,
  });
}

export function activeLearnerQueryOptions(isSignedIn: boolean) {
  return queryOptions({
    queryKey: [...learnersQueryKey, 'active'],
    enabled: isSignedIn,
    queryFn: async () => (await apiRequest('/api/learners/active', ActiveLearnerResponse)).learner,
  });
}

export function useLearners() {
  return useQuery(learnersQueryOptions());
}

export function useActiveLearner(isSignedIn: boolean) {
  return useQuery(activeLearnerQueryOptions(isSignedIn));
}

export function learnerPrefillQueryOptions(learnerId: string | undefined) {
  return queryOptions({
    queryKey: [...learnersQueryKey, 'prefill', learnerId],
    enabled: learnerId !== undefined,
    queryFn: () => apiRequest(`/api/learners/${encodeURIComponent(learnerId ?? '')}/prefill`, PrefillResponse),
  });
}

export function useLearnerPrefill(learnerId: string | undefined) {
  return useQuery(learnerPrefillQueryOptions(learnerId));
}
