import { type GenerateQuizResponse, ResetResponse } from '@contract/quiz.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { quizSessionPath } from './quiz-session-path.ts';

export function resetQuiz(sessionId: string) {
  return apiRequest(quizSessionPath(sessionId, 'reset'), ResetResponse, { method: 'POST' });
}

/**
 * The retake as the player starts it: the same questions under the new id, with their pictures,
 * nothing answered or taken away.
 */
export function retakeOf(quiz: GenerateQuizResponse, sessionId: string): GenerateQuizResponse {
  return {
    ...quiz,
    sessionId,
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
