import { type LearnerBody, LearnerResponse } from '@contract/learners.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useLearnerChange } from './learner-change.ts';

export function updateLearner({ id, body }: { id: string; body: LearnerBody }) {
  return apiRequest(`/api/learners/${encodeURIComponent(id)}`, LearnerResponse, { method: 'PUT', body });
}

export function useUpdateLearner() {
  return useLearnerChange(updateLearner);
}
