import { type CustomQuizBody, GenerateQuizResponse } from '@contract/quiz.ts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export function generateCustomQuiz(body: CustomQuizBody) {
  return apiRequest('/api/generate-custom-quiz', GenerateQuizResponse, { method: 'POST', body });
}

export function useGenerateCustomQuiz() {
  return useMutation({ mutationFn: generateCustomQuiz });
}
