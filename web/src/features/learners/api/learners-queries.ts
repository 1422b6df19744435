import { queryOptions, useQuery } from '@tanstack/react-query';
import { ActiveLearnerResponse, LearnersResponse } from '../../../../../contract/learners.ts';
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
