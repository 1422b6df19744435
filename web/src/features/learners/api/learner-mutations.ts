import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeleteLearnerResponse, type LearnerBody, LearnerResponse } from '../../../../../contract/learners.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { learnersQueryKey } from './learners-queries.ts';

/** Every learner change refreshes the list and the active learner together. */
function useLearnerMutation<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: learnersQueryKey }) });
}

export function useCreateLearner() {
  return useLearnerMutation((body: LearnerBody) =>
    apiRequest('/api/learners', LearnerResponse, { method: 'POST', body }),
  );
}

export function useUpdateLearner() {
  return useLearnerMutation(({ id, body }: { id: string; body: LearnerBody }) =>
    apiRequest(`/api/learners/${encodeURIComponent(id)}`, LearnerResponse, { method: 'PUT', body }),
  );
}

export function useDeleteLearner() {
  return useLearnerMutation((id: string) =>
    apiRequest(`/api/learners/${encodeURIComponent(id)}`, DeleteLearnerResponse, { method: 'DELETE' }),
  );
}

export function useActivateLearner() {
  return useLearnerMutation((id: string) =>
    apiRequest(`/api/learners/${encodeURIComponent(id)}/activate`, LearnerResponse, { method: 'POST' }),
  );
}
