import { ActiveLearnerResponse } from '@contract/learners.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { learnersQueryKey } from './list-learners.ts';

export const activeLearnerQueryKey = [...learnersQueryKey, 'active'] as const;

export function activeLearnerQueryOptions(isSignedIn: boolean) {
  return queryOptions({
    queryKey: activeLearnerQueryKey,
    enabled: isSignedIn,
    queryFn: async () => (await apiRequest('/api/learners/active', ActiveLearnerResponse)).learner,
  });
}

export function useActiveLearner(isSignedIn: boolean) {
  return useQuery(activeLearnerQueryOptions(isSignedIn));
}
