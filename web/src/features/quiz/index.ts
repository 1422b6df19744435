/** What other features may use of quiz: how many quizzes this month still allows. */
export { useQuota } from './api/get-quota.ts';
