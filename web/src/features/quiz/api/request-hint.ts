import { HintResponse } from '@contract/quiz.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { quizSessionPath } from './quiz-session-path.ts';

export function requestHint(sessionId: string, questionIndex: number) {
  return apiRequest(quizSessionPath(sessionId, 'hint'), HintResponse, { method: 'POST', body: { questionIndex } });
}
