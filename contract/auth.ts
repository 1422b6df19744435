import * as z from 'zod';
import { personName, text } from './text.ts';

/** 8 to 256 characters everywhere, sign-up included (see docs/product.md: 6 at sign-up is below every current standard). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const VERIFICATION_LINK_HOURS = 24;
export const RESET_LINK_HOURS = 1;

export const AUTH_MESSAGES = {
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  confirmRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordRequired: 'Current password is required',
  deletePasswordRequired: 'Password is required to delete account',
  profileEmailInvalid: 'Invalid email address',
  emailCannotChange: 'Email address cannot be changed',
  commonPassword: 'This password is too common. Please choose one that is harder to guess.',
  invalidCredentials: 'Invalid email or password',
  verifyFirst: 'Please verify your email address before signing in. We have sent you a new link.',
  signedOut: 'Please sign in to continue.',
  wrongCurrentPassword: 'Current password is incorrect',
  wrongDeletePassword: 'Password is incorrect',
  tokenInvalid: 'This link is invalid or has already been used.',
  tokenExpired: 'This link has expired.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  registered: 'Account created. Please check your email to verify your address.',
  resetSent: 'If an account exists for that address, we have sent a link to reset the password.',
  verifyOtherAccount:
    'This link is for a different SafeSteps account, so you are still signed in to your own. To verify the other account, sign out first and open the link again.',
  verifyLinkIncomplete: 'This verification link is missing required information.',
} as const;

const email = text({ error: AUTH_MESSAGES.emailInvalid })
  .trim()
  .max(254, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email(AUTH_MESSAGES.emailInvalid));

const name = (message: string) => personName(message, 80);

/**
 * A new password (sign-up, reset, change): one length rule with one message everywhere; the
 * common-password rule is checked by the server.
 */
const newPassword = text({ error: AUTH_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

const confirmation = text({ error: AUTH_MESSAGES.confirmRequired }).min(1, AUTH_MESSAGES.confirmRequired);
/** The one "do not match" rule, shown on the confirmation field. */
const MATCHING = { message: AUTH_MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] };

/** An existing password is only bounded, so a long one is refused fast without hashing. */
const existingPassword = (message: string) =>
  text({ error: message }).min(1, message).max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

export const LoginBody = z.strictObject({
  email,
  password: existingPassword(AUTH_MESSAGES.passwordRequired),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const RegisterBody = z
  .strictObject({
    firstName: name(AUTH_MESSAGES.firstNameRequired),
    lastName: name(AUTH_MESSAGES.lastNameRequired),
    email,
    password: newPassword,
    confirmPassword: confirmation,
  })
  .refine((body) => body.password === body.confirmPassword, MATCHING);
export type RegisterBody = z.infer<typeof RegisterBody>;

export const PublicUser = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type PublicUser = z.infer<typeof PublicUser>;

export const CurrentUserResponse = z.object({ user: PublicUser });

/** Signed in: the parent the session cookie now stands for. */
export const LoginResponse = z.object({ user: PublicUser });
export type LoginResponse = z.infer<typeof LoginResponse>;

/**
 * Signed up: never signed in yet, since the address must be verified first. The same answer for
 * an address already registered, so sign-up does not tell who has an account.
 */
export const RegisterResponse = z.object({
  requiresVerification: z.literal(true),
  email: z.string(),
  message: z.string(),
});
export type RegisterResponse = z.infer<typeof RegisterResponse>;

/**
 * The verify page posts the link's token; a link alone (a GET) never changes who is signed in, and
 * the page posts by itself only in the browser that signed up (see SignedUpHereResponse).
 */
export const VerifyBody = z.strictObject({
  token: text({ error: AUTH_MESSAGES.verifyLinkIncomplete })
    .trim()
    .min(1, AUTH_MESSAGES.verifyLinkIncomplete)
    .max(200, AUTH_MESSAGES.tokenInvalid),
});
/**
 * `signed-in`: verified, and this browser (the one that signed up) is now signed in.
 * `verified`: verified from another browser, which stays signed out; the page offers sign-in for EMAIL.
 * `already-verified`: the link was no longer usable, and the parent signed in here is verified already.
 */
export const VerifyResponse = z.discriminatedUnion('outcome', [
  z.object({ success: z.literal(true), outcome: z.literal('signed-in'), user: PublicUser }),
  z.object({ success: z.literal(true), outcome: z.literal('verified'), email: z.string() }),
  z.object({ success: z.literal(true), outcome: z.literal('already-verified'), user: PublicUser }),
]);
export type VerifyResponse = z.infer<typeof VerifyResponse>;

/** GET /api/auth/signed-up-here: whether this browser signed up within a link's lifetime. */
export const SignedUpHereResponse = z.object({ signedUpHere: z.boolean() });

export const ForgotPasswordBody = z.strictObject({ email });
export const MessageResponse = z.object({ success: z.literal(true), message: z.string() });

export const ResetPasswordBody = z
  .strictObject({
    token: text().trim().min(1, AUTH_MESSAGES.tokenInvalid).max(200, AUTH_MESSAGES.tokenInvalid),
    newPassword,
    confirmPassword: confirmation,
  })
  .refine((body) => body.newPassword === body.confirmPassword, MATCHING);
export const ResetPasswordResponse = z.object({ success: z.literal(true), user: PublicUser });

export const UpdateProfileBody = z.strictObject({
  firstName: name(AUTH_MESSAGES.firstNameRequired),
  lastName: name(AUTH_MESSAGES.lastNameRequired),
  /** The page sends the (read-only) address back; any other address is refused by the server. */
  email: text().trim().pipe(z.email(AUTH_MESSAGES.profileEmailInvalid)).optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

export const ChangePasswordBody = z
  .strictObject({
    currentPassword: existingPassword(AUTH_MESSAGES.currentPasswordRequired),
    newPassword,
    confirmPassword: confirmation,
  })
  .refine((body) => body.newPassword === body.confirmPassword, MATCHING);
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const DeleteAccountBody = z.strictObject({
  confirmPassword: existingPassword(AUTH_MESSAGES.deletePasswordRequired),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;
