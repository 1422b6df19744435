/** What other features may use of quiz: the month's quota, and the player and results for a child's own space. */
export { generateCategoryQuiz } from './api/generate-category-quiz.ts';
export { generateCustomQuiz } from './api/generate-custom-quiz.ts';
export { fetchQuiz } from './api/get-quiz.ts';
export { useQuota } from './api/get-quota.ts';
export { resetQuiz, retakeOf } from './api/reset-quiz.ts';
export { QuizPlayer } from './components/quiz-player.tsx';
export { ResultsScreen, ReviewScreen } from './components/results-screen.tsx';
