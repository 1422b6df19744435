import type { AccountExport } from '../../../contract/account.ts';
import { AUTH_MESSAGES, type UpdateProfileBody } from '../../../contract/auth.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Clock } from '../../clock.ts';
import { ACCOUNT_TABLES, type Compactor } from '../../db/compaction.ts';
import { AppError } from '../../errors.ts';
import type { AuthRepo } from '../auth/auth.repo.ts';
import { type Authenticated, type AuthService, toPublicUser } from '../auth/auth.service.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { LearnersService } from '../learners/learners.service.ts';
import type { QuizService } from '../quiz/quiz.service.ts';
import type { QuestionRows } from '../quiz/quiz-questions.ts';
import type { AccountExportRepo } from './account-export.repo.ts';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

export function createAccountService({
  repo,
  authService,
  learnersService,
  billingService,
  mailer,
  quizService,
  exportRepo,
  questionRows,
  compactor,
  clock,
}: {
  repo: AuthRepo;
  authService: AuthService;
  learnersService: LearnersService;
  billingService: BillingService;
  mailer: Mailer;
  quizService: QuizService;
  exportRepo: AccountExportRepo;
  /** Opens each question, sealed or plain, with the child's answer. */
  questionRows: QuestionRows;
  /** Clears what a deletion left in the database's files. */
  compactor: Pick<Compactor, 'after'>;
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

    /** Everything goes, the learners' keys with it; then the tables that held it are compacted. */
    async deleteAccount(auth: Authenticated, confirmPassword: string): Promise<void> {
      await authService.confirmPassword(auth, confirmPassword);
      await billingService.cancelForAccountDeletion(auth.user.id);
      await repo.deleteUser(auth.user.id);
      compactor.after(ACCOUNT_TABLES);
      await mailer.eraseMailTo(auth.user.email);
    },

    /** Everything the account holds, children's sealed details and answers opened; no password or session hashes. */
    async exportAccount(auth: Authenticated): Promise<AccountExport> {
      const { user } = auth;
      const [learners, quizzes, questions, resets, usage, uses, payments, sessions] = await Promise.all([
        learnersService.exportAll(user.id),
        exportRepo.quizzesOf(user.id),
        exportRepo.questionsOf(user.id),
        exportRepo.resetsOf(user.id),
        quizService.quota(user.id),
        exportRepo.allowanceUsesOf(user.id),
        exportRepo.paymentRecordsOf(user.id),
        repo.listSignInSessionsOfUser(user.id),
      ]);
      const { subscription, customer, checkouts } = payments;
      const rowsOf = await questionRows.forQuizzes(quizzes);
      const questionsByQuiz = new Map<string, typeof questions>();
      for (const row of questions) questionsByQuiz.set(row.quizId, [...(questionsByQuiz.get(row.quizId) ?? []), row]);
      return {
        exportedAt: iso(clock()),
        account: {
          id: user.id,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          emailVerifiedAt: isoOrNull(user.emailVerifiedAt),
          createdAt: iso(user.createdAt),
          updatedAt: iso(user.updatedAt),
        },
        learners,
        quizzes: quizzes.map(({ userId, ...quiz }) => ({
          ...quiz,
          firstAnsweredAt: isoOrNull(quiz.firstAnsweredAt),
          startedAt: iso(quiz.startedAt),
          completedAt: isoOrNull(quiz.completedAt),
          createdAt: iso(quiz.createdAt),
          updatedAt: iso(quiz.updatedAt),
          questions: (questionsByQuiz.get(quiz.id) ?? []).map((row) => {
            const question = rowsOf({ ...quiz, userId }).played(row);
            return {
              position: row.position,
              itemId: question.itemId,
              skill: question.skill,
              question: question.question,
              image: question.image ?? null,
              options: question.options,
              correctAnswer: question.correctAnswer,
              explanation: question.explanation,
              childAnswer: question.userAnswer ?? null,
              isCorrect: question.isCorrect ?? null,
              optionsRemovedByHint: question.removedOptions,
              answeredAt: isoOrNull(row.answeredAt),
            };
          }),
        })),
        quizResets: resets.map(({ userId, ...reset }) => ({ ...reset, resetAt: iso(reset.resetAt) })),
        usage,
        allowanceUses: uses.map(({ userId, ...use }) => ({ ...use, usedAt: iso(use.usedAt) })),
        subscription: subscription
          ? {
              subscriptionId: subscription.subscriptionId,
              planType: subscription.planType,
              status: subscription.status,
              currentPeriodEnd: iso(subscription.currentPeriodEnd),
              cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
              createdAt: iso(subscription.createdAt),
              updatedAt: iso(subscription.updatedAt),
            }
          : null,
        paymentCustomer: customer ? { customerId: customer.customerId, createdAt: iso(customer.createdAt) } : null,
        checkouts: checkouts.map(({ userId, ...checkout }) => ({
          ...checkout,
          currentPeriodEnd: isoOrNull(checkout.currentPeriodEnd),
          createdAt: iso(checkout.createdAt),
        })),
        sessions: sessions.map((session) => ({
          id: session.id,
          lastSeenAt: iso(session.lastSeenAt),
          expiresAt: iso(session.expiresAt),
          createdAt: iso(session.createdAt),
          updatedAt: iso(session.updatedAt),
        })),
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
