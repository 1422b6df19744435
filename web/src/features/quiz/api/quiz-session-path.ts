/** The address of one quiz, or of one of its actions (`answer`, `hint`, `results`, `reset`). */
export function quizSessionPath(sessionId: string, action?: string): string {
  const path = `/api/quiz/${encodeURIComponent(sessionId)}`;
  return action === undefined ? path : `${path}/${action}`;
}
