import { DeleteLearnerResponse } from '@contract/learners.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useLearnerChange } from './learner-change.ts';

export function deleteLearner(id: string) {
  return apiRequest(`/api/learners/${encodeURIComponent(id)}`, DeleteLearnerResponse, { method: 'DELETE' });
}

export function useDeleteLearner() {
  return useLearnerChange(deleteLearner);
}
