import { type CategoryQuizBody, GenerateQuizResponse } from '@contract/quiz.ts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export function generateCategoryQuiz(body: CategoryQuizBody) {
  return apiRequest('/api/generate-category-quiz', GenerateQuizResponse, { method: 'POST', body });
}

export function useGenerateCategoryQuiz() {
  return useMutation({ mutationFn: generateCategoryQuiz });
}
