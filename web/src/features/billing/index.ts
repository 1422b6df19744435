/** What other features may use of billing: the plan an account is on, the way to upgrade or manage it. */
export { usePremiumPlan, usePremiumStatus } from './api/get-premium-status.ts';
export { useOpenPortal } from './api/open-portal.ts';
export { PRICES, portalAlert } from './billing-copy.ts';
export { PremiumDialog } from './components/premium-dialog-on-demand.tsx';
export { PLAN_SUMMARY } from './plan-summary.ts';
export type { PremiumFeature } from './premium-dialogs.ts';
