import { LearnersResponse } from '@contract/learners.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** Every learner answer is filed under this root, so a change to any learner refreshes them all. */
export const learnersQueryKey = ['learners'] as const;
export const learnerListQueryKey = [...learnersQueryKey, 'list'] as const;

export function learnersQueryOptions() {
  return queryOptions({
    queryKey: learnerListQueryKey,
    queryFn: async () => (await apiRequest('/api/learners', LearnersResponse)).learners,
  });
}

export function useLearners() {
  return useQuery(learnersQueryOptions());
}
