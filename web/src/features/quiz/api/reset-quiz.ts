import { ResetResponse } from '@contract/quiz.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { quizSessionPath } from './quiz-session-path.ts';

export function resetQuiz(sessionId: string) {
  return apiRequest(quizSessionPath(sessionId, 'reset'), ResetResponse, { method: 'POST' });
}
