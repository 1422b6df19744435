/** The three session-storage keys /check-email reads. */
export const PENDING_EMAIL_KEY = 'pendingVerificationEmail';
export const PENDING_FIRST_NAME_KEY = 'pendingVerificationFirstName';
export const VERIFICATION_REDIRECT_KEY = 'emailVerificationRedirect';

export function storePendingVerification(email: string, firstName: string): void {
  sessionStorage.setItem(PENDING_EMAIL_KEY, email);
  sessionStorage.setItem(PENDING_FIRST_NAME_KEY, firstName);
  sessionStorage.setItem(VERIFICATION_REDIRECT_KEY, 'true');
}

export function readPendingVerification(): { email: string; firstName: string } | null {
  const email = sessionStorage.getItem(PENDING_EMAIL_KEY);
  return email ? { email, firstName: sessionStorage.getItem(PENDING_FIRST_NAME_KEY) ?? '' } : null;
}

export function hasVerificationRedirect(): boolean {
  return sessionStorage.getItem(VERIFICATION_REDIRECT_KEY) === 'true';
}

export function clearPendingVerification(): void {
  sessionStorage.removeItem(PENDING_EMAIL_KEY);
  sessionStorage.removeItem(PENDING_FIRST_NAME_KEY);
  sessionStorage.removeItem(VERIFICATION_REDIRECT_KEY);
}
