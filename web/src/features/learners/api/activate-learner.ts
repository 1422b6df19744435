import { LearnerResponse } from '@contract/learners.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useLearnerChange } from './learner-change.ts';

export function activateLearner(id: string) {
  return apiRequest(`/api/learners/${encodeURIComponent(id)}/activate`, LearnerResponse, { method: 'POST' });
}

export function useActivateLearner() {
  return useLearnerChange(activateLearner);
}
