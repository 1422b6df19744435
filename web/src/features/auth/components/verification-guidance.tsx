import { VERIFICATION_LINK_HOURS } from '@contract/auth.ts';

/** What to do next after sign-up: shared by the Check Your Email dialog and page. */
export function VerificationGuidance({ email, firstName }: { email: string; firstName: string }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-lg font-bold">Hi {firstName || 'there'}!</p>
      <p>
        We sent a verification email to <strong className="break-all">{email}</strong>.
      </p>
      <p>Click the link in the email to verify your address. You’ll be logged in automatically once it is verified.</p>
      <p className="text-sand-11">
        Can’t see it? Check your spam or junk folder. The link expires in {VERIFICATION_LINK_HOURS} hours; to get a new
        one, try signing in again.
      </p>
    </div>
  );
}
