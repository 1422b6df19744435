import { HintResponse } from '@contract/quiz.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { quizPath } from './quiz-path.ts';

export function requestHint(quizId: string, questionIndex: number) {
  return apiRequest(quizPath(quizId, 'hint'), HintResponse, { method: 'POST', body: { questionIndex } });
}
