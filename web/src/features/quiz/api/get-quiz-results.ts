import { ResultsResponse } from '@contract/quiz.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { quizPath } from './quiz-path.ts';

export function fetchResults(quizId: string) {
  return apiRequest(quizPath(quizId, 'results'), ResultsResponse);
}
