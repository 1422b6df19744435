/** What other features may use of site: what this installation offers. */
export { useCustomQuizzesAvailable, useSite } from './api/get-site.ts';
