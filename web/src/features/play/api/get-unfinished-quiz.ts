import { UnfinishedQuizResponse } from '@contract/quiz.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const unfinishedQuizQueryKey = (learnerId: string) => ['quiz', 'unfinished', learnerId] as const;

/** The quiz the child left part-way, offered first as Carry on; asked afresh each time the space opens. */
export function useUnfinishedQuiz(learnerId: string) {
  return useQuery(
    queryOptions({
      queryKey: unfinishedQuizQueryKey(learnerId),
      staleTime: 0,
      queryFn: async () =>
        (await apiRequest(`/api/learners/${encodeURIComponent(learnerId)}/unfinished-quiz`, UnfinishedQuizResponse))
          .quiz,
    }),
  );
}
