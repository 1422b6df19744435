/** The address of one quiz, or of one of its actions (`answer`, `hint`, `results`, `reset`). */
export function quizPath(quizId: string, action?: string): string {
  const path = `/api/quiz/${encodeURIComponent(quizId)}`;
  return action === undefined ? path : `${path}/${action}`;
}
