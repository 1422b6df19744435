import { type CategoryQuizBody, GenerateQuizResponse, KNOW_MYSELF_CATEGORY } from '@contract/quiz.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { learnerPrefillQueryKeys } from '@/features/learners';
import { apiRequest } from '@/lib/api-client.ts';

export function generateCategoryQuiz(body: CategoryQuizBody) {
  return apiRequest('/api/generate-category-quiz', GenerateQuizResponse, { method: 'POST', body });
}

export function useGenerateCategoryQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateCategoryQuiz,
    // A Know Myself quiz saved the details it was made with: the next form starts from them.
    // Not awaited, so the quiz opens without waiting for them.
    onSuccess: (_quiz, body) => {
      if (body.category === KNOW_MYSELF_CATEGORY) {
        void queryClient.invalidateQueries({ queryKey: learnerPrefillQueryKeys.all });
      }
    },
  });
}
