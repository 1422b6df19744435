import { type LearnerBody, LearnerResponse } from '@contract/learners.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useLearnerChange } from './learner-change.ts';

export function createLearner(body: LearnerBody) {
  return apiRequest('/api/learners', LearnerResponse, { method: 'POST', body });
}

export function useCreateLearner() {
  return useLearnerChange(createLearner);
}
