import { KnowMyselfProgressResponse } from '@contract/quiz.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { learnersQueryKey } from './list-learners.ts';

export const knowMyselfProgressQueryKeys = {
  all: [...learnersQueryKey, 'know-myself-progress'] as const,
  forLearner: (learnerId: string) => [...knowMyselfProgressQueryKeys.all, learnerId] as const,
};

export function knowMyselfProgressQueryOptions(learnerId: string) {
  return queryOptions({
    queryKey: knowMyselfProgressQueryKeys.forLearner(learnerId),
    // A Know Myself quiz played on another device should show when the parent comes back.
    staleTime: 0,
    queryFn: () =>
      apiRequest(`/api/learners/${encodeURIComponent(learnerId)}/know-myself-progress`, KnowMyselfProgressResponse),
  });
}

export function useKnowMyselfProgress(learnerId: string) {
  return useQuery(knowMyselfProgressQueryOptions(learnerId));
}
