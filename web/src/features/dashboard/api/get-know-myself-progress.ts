import { queryOptions, useQuery } from '@tanstack/react-query';
import { KnowMyselfProgressResponse } from '../../../../../contract/quiz.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function knowMyselfProgressQueryOptions(learnerId: string) {
  return queryOptions({
    queryKey: ['learners', 'know-myself-progress', learnerId],
    // A Know Myself quiz played elsewhere in the app should show when the parent comes back.
    staleTime: 0,
    queryFn: () =>
      apiRequest(`/api/learners/${encodeURIComponent(learnerId)}/know-myself-progress`, KnowMyselfProgressResponse),
  });
}

export function useKnowMyselfProgress(learnerId: string) {
  return useQuery(knowMyselfProgressQueryOptions(learnerId));
}
