import { type GenerateQuizResponse, ResetResponse } from '@contract/quiz.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { quizPath } from './quiz-path.ts';

export function resetQuiz(quizId: string) {
  return apiRequest(quizPath(quizId, 'reset'), ResetResponse, { method: 'POST' });
}

/**
 * The retake as the player starts it: the same questions under the new id, with their pictures,
 * nothing answered or taken away.
 */
export function retakeOf(quiz: GenerateQuizResponse, quizId: string): GenerateQuizResponse {
  return {
    ...quiz,
    sessionId: quizId,
    questions: quiz.questions.map((question) => ({
      question: question.question,
      ...(question.image ? { image: question.image } : {}),
      options: question.options,
      ...(question.optionPictures ? { optionPictures: question.optionPictures } : {}),
      ...(question.answerMode ? { answerMode: question.answerMode } : {}),
      removedOptions: [],
    })),
  };
}
