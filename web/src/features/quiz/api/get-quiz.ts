import { type GenerateQuizResponse, QuizResponse } from '@contract/quiz.ts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { quizPath } from './quiz-path.ts';

/** While a model is still sending questions, the player asks for the new ones this often. */
const ARRIVAL_POLL_MS = 1_000;

/**
 * The saved state of a quiz, so a reload picks up where the child was. With AFTER, only the
 * questions from that position on: those the player does not have yet.
 */
export function fetchQuiz(quizId: string, after?: number) {
  const query = after === undefined ? '' : `?after=${after}`;
  return apiRequest(`${quizPath(quizId)}${query}`, QuizResponse);
}

export const arrivingQuestionsQueryKey = (quizId: string, have: number) =>
  ['quiz', quizId, 'questions-after', have] as const;

/**
 * While QUIZ is still being made, asks every second for the questions after those the player
 * has. The answer says how many the player had (`after`), so it is added to that list only.
 */
export function useArrivingQuestions(quiz: Pick<GenerateQuizResponse, 'sessionId' | 'questions' | 'isGenerating'>) {
  const have = quiz.questions.length;
  return useQuery({
    queryKey: arrivingQuestionsQueryKey(quiz.sessionId, have),
    queryFn: async () => ({ ...(await fetchQuiz(quiz.sessionId, have)), after: have }),
    enabled: quiz.isGenerating,
    refetchInterval: quiz.isGenerating ? ARRIVAL_POLL_MS : false,
    gcTime: 0,
  }).data;
}
