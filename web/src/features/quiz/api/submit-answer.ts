import { AnswerResponse } from '@contract/quiz.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { quizPath } from './quiz-path.ts';

/** The server says whether the choice was right: the browser never knows the answer beforehand. */
export function submitAnswer(quizId: string, questionIndex: number, selectedAnswer: string) {
  return apiRequest(quizPath(quizId, 'answer'), AnswerResponse, {
    method: 'POST',
    body: { questionIndex, selectedAnswer },
  });
}
