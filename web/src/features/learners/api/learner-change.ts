import { useMutation, useQueryClient } from '@tanstack/react-query';
import { learnersQueryKey } from './list-learners.ts';

/** Every learner change refreshes the list and the active learner together. */
export function useLearnerChange<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: learnersQueryKey }) });
}
