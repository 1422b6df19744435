import { useMutation } from '@tanstack/react-query';
import type { CategoryQuizBody, CustomQuizBody } from '../../../../../contract/quiz.ts';
import {
  AnswerResponse,
  GenerateQuizResponse,
  HintResponse,
  QuizSessionResponse,
  ResetResponse,
  ResultsResponse,
} from '../../../../../contract/quiz.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function useGenerateCategoryQuiz() {
  return useMutation({
    mutationFn: (body: CategoryQuizBody) =>
      apiRequest('/api/generate-category-quiz', GenerateQuizResponse, { method: 'POST', body }),
  });
}

export function useGenerateCustomQuiz() {
  return useMutation({
    mutationFn: (body: CustomQuizBody) =>
      apiRequest('/api/generate-custom-quiz', GenerateQuizResponse, { method: 'POST', body }),
  });
}

const sessionPath = (sessionId: string, action: string) => `/api/quiz/${encodeURIComponent(sessionId)}/${action}`;

export function submitAnswer(sessionId: string, questionIndex: number, selectedAnswer: string) {
  return apiRequest(sessionPath(sessionId, 'answer'), AnswerResponse, {
    method: 'POST',
    body: { questionIndex, selectedAnswer },
  });
}

export function requestHint(sessionId: string, questionIndex: number) {
  return apiRequest(sessionPath(sessionId, 'hint'), HintResponse, { method: 'POST', body: { questionIndex } });
}

export function fetchResults(sessionId: string) {
  return apiRequest(sessionPath(sessionId, 'results'), ResultsResponse);
}

export function resetQuiz(sessionId: string) {
  return apiRequest(sessionPath(sessionId, 'reset'), ResetResponse, { method: 'POST' });
}

/**
 * The saved state of a quiz, so a reload picks up where the child was. With AFTER, only the
 * questions from that position on: those the player does not have yet.
 */
export function fetchSession(sessionId: string, after?: number) {
  const query = after === undefined ? '' : `?after=${after}`;
  return apiRequest(`/api/quiz/${encodeURIComponent(sessionId)}${query}`, QuizSessionResponse);
}
