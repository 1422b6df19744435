import { useQuery } from '@tanstack/react-query';
import type { GenerateQuizResponse } from '../../../../../contract/quiz.ts';
import { fetchSession } from './quiz-api.ts';

/** While a model is still sending questions, the player asks for the new ones this often. */
const ARRIVAL_POLL_MS = 1_000;

export const arrivingQuestionsKey = (sessionId: string, have: number) =>
  ['quiz', sessionId, 'questions-after', have] as const;

/**
 * While QUIZ is still being made, asks every second for the questions after those the player
 * has. The answer says how many the player had (`after`), so it is added to that list only.
 */
export function useArrivingQuestions(quiz: Pick<GenerateQuizResponse, 'sessionId' | 'questions' | 'isGenerating'>) {
  const have = quiz.questions.length;
  return useQuery({
    queryKey: arrivingQuestionsKey(quiz.sessionId, have),
    queryFn: async () => ({ ...(await fetchSession(quiz.sessionId, have)), after: have }),
    enabled: quiz.isGenerating,
    refetchInterval: quiz.isGenerating ? ARRIVAL_POLL_MS : false,
    gcTime: 0,
  }).data;
}
