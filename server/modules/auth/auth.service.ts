import {
  AUTH_MESSAGES,
  type LoginBody,
  type PublicUser,
  RESET_LINK_HOURS,
  type RegisterBody,
  type RegisterResponse,
  VERIFICATION_LINK_HOURS,
} from '../../../contract/auth.ts';
import { SESSION_LIFETIME } from '../../../contract/privacy.ts';
import { composeEmail, type EmailContent } from '../../adapters/mail/compose.ts';
import type { MailQueue } from '../../adapters/mail/mail-queue.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter.ts';
import type { Clock } from '../../clock.ts';
import type { AuthTokenPurpose } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import {
  alreadyRegisteredMail,
  passwordChangedNotice,
  passwordResetNotice,
  resetLinkMail,
  verificationMail,
} from '../../mail/templates.ts';
import type { AuthRepo, SignedInUser, UserRow } from './auth.repo.ts';
import { hashPassword, isCommonPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password.ts';
import type { SignUpMarkers } from './sign-up-marker.ts';
import { randomToken, sha256 } from './tokens.ts';

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

export const SESSION_POLICY = {
  /** A session ends 30 days after sign-in whatever happens. */
  absoluteMs: SESSION_LIFETIME.maxDays * 24 * HOUR_MS,
  /** …and after 7 days without use. */
  idleMs: SESSION_LIFETIME.idleDays * 24 * HOUR_MS,
  /** last_seen_at is written at most this often. */
  touchEveryMs: 5 * MINUTE_MS,
};

export const RATE_LIMITS = {
  /**
   * Wrong passwords lock an account only when they come from more than one source: one source
   * counts toward the lock at most `sourceShare` times, so one source alone cannot lock it.
   */
  loginPerAccount: { limit: 5, windowMs: 15 * MINUTE_MS, sourceShare: 3 },
  /** One source's tries at one account: past this, that source is refused and no other is. */
  loginPerSource: { limit: 5, windowMs: 15 * MINUTE_MS },
  loginPerIp: { limit: 30, windowMs: 15 * MINUTE_MS },
  registerPerIp: { limit: 10, windowMs: HOUR_MS },
  forgotPerIp: { limit: 10, windowMs: HOUR_MS },
  /** Beyond this, the answer stays the same but no e-mail is sent. */
  mailPerAddress: { limit: 3, windowMs: HOUR_MS },
  tokenPerIp: { limit: 30, windowMs: 15 * MINUTE_MS },
};

const TOKEN_LIFETIME_MS: Record<AuthTokenPurpose, number> = {
  'verify-email': VERIFICATION_LINK_HOURS * HOUR_MS,
  'reset-password': RESET_LINK_HOURS * HOUR_MS,
};

export interface SignedIn {
  user: PublicUser;
  /** The raw session token for the cookie; only its hash is stored. */
  sessionToken: string;
}

export interface Authenticated {
  user: SignedInUser;
  signInSessionId: string;
}

/** What the browser opening a verification link holds. */
export interface VerifyingBrowser {
  sessionToken: string | undefined;
  signUpMarker: string | undefined;
}

export type Verification =
  | { signedIn: SignedIn }
  | { alreadyVerified: PublicUser }
  /** Verified from a browser that did not sign up: no one is signed in; the page offers sign-in. */
  | { verifiedElsewhere: { email: string } };

export function toPublicUser(user: SignedInUser): PublicUser {
  return { firstName: user.firstName, lastName: user.lastName, email: user.email };
}

interface AuthServiceDeps {
  repo: AuthRepo;
  mailer: Mailer;
  mailQueue: MailQueue;
  limiter: RateLimiter;
  clock: Clock;
  appUrl: URL;
  signUpMarkers: SignUpMarkers;
}

export function createAuthService({ repo, mailer, mailQueue, limiter, clock, appUrl, signUpMarkers }: AuthServiceDeps) {
  const link = (path: string, token: string) => new URL(`${path}?token=${encodeURIComponent(token)}`, appUrl).href;

  async function throttle(key: string, rule: { limit: number; windowMs: number }): Promise<void> {
    const result = await limiter.hit(key, rule.limit, rule.windowMs);
    if (!result.allowed) throw refuse(result.retryAfterMs);
  }

  /** Mail to one address is capped quietly, so the answer never tells whether the address exists. */
  async function mayMail(email: string, kind: AuthTokenPurpose | 'already-registered'): Promise<boolean> {
    const rule = RATE_LIMITS.mailPerAddress;
    return (await limiter.hit(`mail:${kind}:${email.toLowerCase()}`, rule.limit, rule.windowMs)).allowed;
  }

  /** Every check of an account's password counts against one limit, whichever form asks. */
  const passwordChecksOf = (email: string) => `login-account:${email.toLowerCase()}`;
  const checksFromSource = (email: string, source: string) => `login-source:${source}:${email.toLowerCase()}`;

  const refuse = (retryAfterMs: number) =>
    new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts, {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
    });

  /**
   * Counts a try at EMAIL's password from SOURCE (an address signing in, or a signed-in session),
   * before the password is checked: a source past its own limit is refused, and so is everyone
   * once the account is locked. Only a source's first few tries count toward the account's lock,
   * so one source hammering slows only itself, and the owner elsewhere can still sign in. Returns
   * what a right password clears.
   */
  async function countPasswordCheck(email: string, source: string): Promise<() => Promise<void>> {
    const accountKey = passwordChecksOf(email);
    const sourceKey = checksFromSource(email, source);
    const perSource = RATE_LIMITS.loginPerSource;
    const fromSource = await limiter.hit(sourceKey, perSource.limit, perSource.windowMs);
    if (!fromSource.allowed) throw refuse(fromSource.retryAfterMs);
    const { limit, windowMs, sourceShare } = RATE_LIMITS.loginPerAccount;
    if (fromSource.count <= sourceShare) {
      await throttle(accountKey, { limit, windowMs });
    } else {
      const account = await limiter.peek(accountKey);
      if (account && account.count > limit) throw refuse(account.retryAfterMs);
    }
    return async () => {
      await Promise.all([limiter.reset(accountKey), limiter.reset(sourceKey)]);
    };
  }

  /**
   * A signed-in check of the password (changing it, deleting the account) shares sign-in's limit,
   * the session being its source, so a borrowed session is no way round it. The hash is read only
   * here, not with every request.
   */
  async function isPasswordOf(auth: Authenticated, password: string): Promise<boolean> {
    const clear = await countPasswordCheck(auth.user.email, `session:${auth.signInSessionId}`);
    const passwordHash = await repo.passwordHashOf(auth.user.id);
    const isRight = passwordHash !== undefined && (await verifyPassword(passwordHash, password));
    if (isRight) await clear();
    return isRight;
  }

  async function refuseCommon(password: string): Promise<void> {
    if (await isCommonPassword(password)) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.commonPassword);
  }

  /**
   * Mail goes out after the answer, so the account may be deleted by then (a "password changed"
   * notice raced against deletion). Mail for an account that is gone is dropped; and a mail the
   * deletion's clean-up missed because it was being written at that moment is erased here.
   */
  async function sendAbout(userId: string, write: () => EmailContent | Promise<EmailContent>): Promise<void> {
    if (!(await repo.findUserById(userId))) return;
    const content = await write();
    await mailer.send(composeEmail(content));
    if (!(await repo.findUserById(userId))) await mailer.eraseMailTo(content.to);
  }

  async function issueToken(user: UserRow, purpose: AuthTokenPurpose): Promise<string> {
    const token = randomToken();
    const now = clock();
    await repo.replaceToken({
      userId: user.id,
      purpose,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
      now,
    });
    return token;
  }

  async function sendVerification(user: UserRow): Promise<void> {
    if (!(await mayMail(user.email, 'verify-email'))) return;
    await sendAbout(user.id, async () =>
      verificationMail(user, link('/verify', await issueToken(user, 'verify-email'))),
    );
  }

  async function startSignInSession(user: SignedInUser): Promise<SignedIn> {
    const sessionToken = randomToken();
    const now = clock();
    const session = await repo.insertSignInSession({
      userId: user.id,
      tokenHash: sha256(sessionToken),
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_POLICY.absoluteMs),
    });
    if (!session) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.signedOut);
    return { user: toPublicUser(user), sessionToken };
  }

  /** Looks a link up; used, unknown and expired links are refused, an expired one with its own code. */
  async function redeemToken(token: string, purpose: AuthTokenPurpose): Promise<UserRow> {
    const found = await repo.findToken(sha256(token), purpose);
    if (!found || found.usedAt) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.tokenInvalid);
    if (found.expiresAt.getTime() <= clock().getTime()) {
      throw new AppError('TOKEN_EXPIRED', AUTH_MESSAGES.tokenExpired);
    }
    if (!(await repo.consumeToken(found.id, clock()))) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.tokenInvalid);
    const user = await repo.findUserById(found.userId);
    if (!user) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.tokenInvalid);
    return user;
  }

  /** The signed-in user behind a session cookie, or undefined when it is unknown or expired. */
  async function authenticate(sessionToken: string | undefined): Promise<Authenticated | undefined> {
    if (!sessionToken || sessionToken.length > 200) return undefined;
    const tokenHash = sha256(sessionToken);
    const found = await repo.findSignInSessionWithUser(tokenHash);
    if (!found) return undefined;
    const now = clock().getTime();
    const { session, user } = found;
    if (session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + SESSION_POLICY.idleMs <= now) {
      await repo.deleteSignInSessionByHash(tokenHash);
      return undefined;
    }
    if (now - session.lastSeenAt.getTime() >= SESSION_POLICY.touchEveryMs)
      await repo.touchSignInSession(session.id, clock());
    return { user, signInSessionId: session.id };
  }

  return {
    async register(body: RegisterBody, ip: string): Promise<{ answer: RegisterResponse; signUpMarker: string }> {
      await throttle(`register-ip:${ip}`, RATE_LIMITS.registerPerIp);
      await refuseCommon(body.password);
      // Hashing happens either way, so an existing address answers in the same time.
      const passwordHash = await hashPassword(body.password);
      const user = await repo.insertUser({
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        passwordHash,
      });
      mailQueue.later(async () => {
        if (user) {
          await sendVerification(user);
          return;
        }
        const existing = await repo.findUserByEmail(body.email);
        if (existing && (await mayMail(existing.email, 'already-registered'))) {
          await sendAbout(existing.id, () => alreadyRegisteredMail(existing, new URL('/forgot-password', appUrl).href));
        }
      });
      return {
        answer: { requiresVerification: true, email: body.email, message: AUTH_MESSAGES.registered },
        // Given for an existing address too, so the answer does not tell the two apart.
        signUpMarker: signUpMarkers.issue(body.email),
      };
    },

    async login(body: LoginBody, ip: string, previousSessionToken: string | undefined): Promise<SignedIn> {
      await throttle(`login-ip:${ip}`, RATE_LIMITS.loginPerIp);
      const clear = await countPasswordCheck(body.email, `ip:${ip}`);
      const user = await repo.findUserByEmail(body.email);
      const isRight = user
        ? await verifyPassword(user.passwordHash, body.password)
        : await verifyAgainstDummy(body.password);
      if (!user || !isRight) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials);
      await clear();
      if (!user.emailVerifiedAt) {
        mailQueue.later(() => sendVerification(user));
        throw new AppError('EMAIL_NOT_VERIFIED', AUTH_MESSAGES.verifyFirst);
      }
      if (await needsRehash(user.passwordHash))
        await repo.updatePasswordHash(user.id, await hashPassword(body.password));
      if (previousSessionToken) await repo.deleteSignInSessionByHash(sha256(previousSessionToken));
      return startSignInSession(user);
    },

    async logout(sessionToken: string | undefined): Promise<void> {
      if (sessionToken) await repo.deleteSignInSessionByHash(sha256(sessionToken));
    },

    authenticate,

    /**
     * Redeems a verification link. Only the browser that signed up (it holds the sign-up marker
     * for the link's address) is signed in, with a new session; any other browser verifies the
     * address and signs no one in, so a link an attacker sends cannot sign its reader into the
     * attacker's account. A parent already signed in is never switched to another account:
     * another account's link is refused (and left usable for its owner), and a link that no
     * longer works only tells a verified parent so.
     */
    async verifyEmail(token: string, ip: string, browser: VerifyingBrowser): Promise<Verification> {
      await throttle(`token-ip:${ip}`, RATE_LIMITS.tokenPerIp);
      const current = await authenticate(browser.sessionToken);
      if (current) {
        const found = await repo.findToken(sha256(token), 'verify-email');
        const isUsable = found !== undefined && !found.usedAt && found.expiresAt.getTime() > clock().getTime();
        if (isUsable && found.userId !== current.user.id) {
          throw new AppError('CONFLICT', AUTH_MESSAGES.verifyOtherAccount);
        }
        if (!isUsable && current.user.emailVerifiedAt) return { alreadyVerified: toPublicUser(current.user) };
      }
      const user = await redeemToken(token, 'verify-email');
      await repo.markEmailVerified(user.id, clock());
      const isOwnBrowser = current?.user.id === user.id || signUpMarkers.isFor(browser.signUpMarker, user.email);
      if (!isOwnBrowser) return { verifiedElsewhere: { email: user.email } };
      if (browser.sessionToken) await repo.deleteSignInSessionByHash(sha256(browser.sessionToken));
      return { signedIn: await startSignInSession(user) };
    },

    /** Whether this browser signed up within a verification link's lifetime: the verify page asks before posting. */
    signedUpHere(signUpMarker: string | undefined): boolean {
      return signUpMarkers.isLive(signUpMarker);
    },

    async forgotPassword(email: string, ip: string) {
      await throttle(`forgot-ip:${ip}`, RATE_LIMITS.forgotPerIp);
      const user = await repo.findUserByEmail(email);
      mailQueue.later(async () => {
        if (!user || !(await mayMail(user.email, 'reset-password'))) return;
        await sendAbout(user.id, async () =>
          resetLinkMail(user, link('/reset-password', await issueToken(user, 'reset-password'))),
        );
      });
      return { success: true as const, message: AUTH_MESSAGES.resetSent };
    },

    async resetPassword(token: string, newPassword: string, ip: string): Promise<SignedIn> {
      await throttle(`token-ip:${ip}`, RATE_LIMITS.tokenPerIp);
      await refuseCommon(newPassword);
      const user = await redeemToken(token, 'reset-password');
      await repo.updatePasswordHash(user.id, await hashPassword(newPassword));
      await repo.deleteSignInSessionsOfUser(user.id);
      // A reset link opens a locked account: whoever could read the inbox is the owner.
      await limiter.reset(passwordChecksOf(user.email));
      // Someone who could read the inbox has proved it; the address counts as verified.
      await repo.markEmailVerified(user.id, clock());
      mailQueue.later(() => sendAbout(user.id, () => passwordResetNotice(user)));
      return startSignInSession(user);
    },

    /**
     * Sets a new password and rotates the session: every session of the account ends, this one
     * included, and the caller gets a new one, so a cookie copied before the change stops working.
     */
    async changePassword(auth: Authenticated, currentPassword: string, newPassword: string): Promise<SignedIn> {
      if (!(await isPasswordOf(auth, currentPassword))) {
        throw new AppError('BAD_REQUEST', AUTH_MESSAGES.wrongCurrentPassword);
      }
      await refuseCommon(newPassword);
      await repo.updatePasswordHash(auth.user.id, await hashPassword(newPassword));
      await repo.deleteSignInSessionsOfUser(auth.user.id);
      await repo.voidTokens(auth.user.id, 'reset-password', clock());
      mailQueue.later(() => sendAbout(auth.user.id, () => passwordChangedNotice(auth.user)));
      return startSignInSession(auth.user);
    },

    async confirmPassword(auth: Authenticated, password: string): Promise<void> {
      if (!(await isPasswordOf(auth, password))) {
        throw new AppError('BAD_REQUEST', AUTH_MESSAGES.wrongDeletePassword);
      }
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
