import { ResultsResponse } from '@contract/quiz.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { quizSessionPath } from './quiz-session-path.ts';

export function fetchResults(sessionId: string) {
  return apiRequest(quizSessionPath(sessionId, 'results'), ResultsResponse);
}
