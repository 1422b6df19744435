import type { AccountExport } from '../../../contract/account.ts';
import { AUTH_MESSAGES, type UpdateProfileBody } from '../../../contract/auth.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import type { AuthRepo } from '../auth/auth.repo.ts';
import { type Authenticated, type AuthService, toPublicUser } from '../auth/auth.service.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { LearnersService } from '../learners/learners.service.ts';

export function createAccountService({
  repo,
  authService,
  learnersService,
  billingService,
  mailer,
  clock,
}: {
  repo: AuthRepo;
  authService: AuthService;
  learnersService: LearnersService;
  billingService: BillingService;
  mailer: Mailer;
  clock: Clock;
}) {
  return {
    /** Names only: the address is shown read-only, and a different one is refused rather than ignored. */
    async updateProfile(auth: Authenticated, body: UpdateProfileBody) {
      if (body.email !== undefined && body.email.toLowerCase() !== auth.user.email.toLowerCase()) {
        throw new AppError('BAD_REQUEST', AUTH_MESSAGES.emailCannotChange);
      }
      const user = await repo.updateNames(auth.user.id, body.firstName, body.lastName);
      if (!user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.signedOut);
      return { success: true as const, user: toPublicUser(user) };
    },

    async deleteAccount(auth: Authenticated, confirmPassword: string): Promise<void> {
      await authService.confirmPassword(auth, confirmPassword);
      await billingService.cancelForAccountDeletion(auth.user.id);
      await repo.deleteUser(auth.user.id);
      await mailer.eraseMailTo(auth.user.email);
    },

    async exportAccount(auth: Authenticated): Promise<AccountExport> {
      const sessions = await repo.listSessionsOfUser(auth.user.id);
      return {
        exportedAt: clock().toISOString(),
        account: {
          firstName: auth.user.firstName,
          lastName: auth.user.lastName,
          email: auth.user.email,
          createdAt: auth.user.createdAt.toISOString(),
          emailVerifiedAt: auth.user.emailVerifiedAt?.toISOString() ?? null,
        },
        learners: await learnersService.exportAll(auth.user.id),
        sessions: sessions.map((session) => ({
          createdAt: session.createdAt.toISOString(),
          lastSeenAt: session.lastSeenAt.toISOString(),
          expiresAt: session.expiresAt.toISOString(),
        })),
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
