/** What other features may use of progress: a learner's analytics, and the keys a finished quiz changes. */
import { lazy } from 'react';

export { breakdownQueryKeys } from './api/get-breakdown.ts';
export { overviewQueryKeys, useOverview } from './api/get-overview.ts';
export { quizHistoryQueryKeys } from './api/get-quiz-history.ts';

/** The charts load with their panel, for premium accounts only, never with the page that shows it. */
export const BreakdownCharts = lazy(() => import('./components/breakdown-charts.tsx'));
