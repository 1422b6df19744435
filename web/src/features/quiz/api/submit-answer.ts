import { AnswerResponse } from '@contract/quiz.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { quizSessionPath } from './quiz-session-path.ts';

/** The server says whether the choice was right: the browser never knows the answer beforehand. */
export function submitAnswer(sessionId: string, questionIndex: number, selectedAnswer: string) {
  return apiRequest(quizSessionPath(sessionId, 'answer'), AnswerResponse, {
    method: 'POST',
    body: { questionIndex, selectedAnswer },
  });
}
