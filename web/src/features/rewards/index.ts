/** What other features may use of rewards: a learner's stars and days in a row. */
export { rewardsQueryKeys, useRewards } from './api/get-rewards.ts';
export { RewardsLine } from './components/rewards-line.tsx';
