/** What other features may use of auth: the signed-in parent, signing out and the account gate. */
export { currentUserQueryKey, useCurrentUser } from './api/get-current-user.ts';
export { useLogout } from './api/logout.ts';
export { RequireAccount } from './components/account-gate.tsx';
export { NewPasswordFields } from './components/new-password-fields.tsx';
