/** What other features may use of learners: the parent's children, the active one, and changing them. */
export { useActivateLearner } from './api/activate-learner.ts';
export { useDeleteLearner } from './api/delete-learner.ts';
export { useActiveLearner } from './api/get-active-learner.ts';
export { knowMyselfProgressQueryKeys, useKnowMyselfProgress } from './api/get-know-myself-progress.ts';
export { learnerPrefillQueryKeys, useLearnerPrefill } from './api/get-learner-prefill.ts';
export { useLearners } from './api/list-learners.ts';
export { LearnerDialog } from './components/learner-dialog.tsx';
