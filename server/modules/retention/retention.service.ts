import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { RETENTION } from '../../../contract/privacy.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import {
  authTokens,
  billingEvents,
  demoCheckouts,
  quizResets,
  quizzes,
  signInSessions,
  users,
} from '../../db/schema.ts';
import { SESSION_POLICY } from '../auth/auth.service.ts';

const DAY_MS = 86_400_000;

export type PurgeCounts = Record<
  | 'signInSessions'
  | 'tokens'
  | 'unverifiedAccounts'
  | 'abandonedQuizzes'
  | 'paymentEvents'
  | 'demoCheckouts'
  | 'quizRestarts',
  number
>;

/** T53: what is no longer needed is deleted, on a timer in every instance (the deletes are idempotent). */
export function createRetentionService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async purge(): Promise<PurgeCounts> {
      const now = clock().getTime();
      const before = (days: number) => new Date(now - days * DAY_MS);
      const count = (rows: unknown[]) => rows.length;
      const [expiredSessions, tokens, unverified, abandoned, events, checkouts, restarts] = await Promise.all([
        db
          .delete(signInSessions)
          .where(
            or(
              lt(signInSessions.expiresAt, new Date(now)),
              lt(signInSessions.lastSeenAt, new Date(now - SESSION_POLICY.idleMs)),
            ),
          )
          .returning({ id: signInSessions.id }),
        db
          .delete(authTokens)
          .where(lt(authTokens.expiresAt, before(RETENTION.expiredTokensDays)))
          .returning({ id: authTokens.id }),
        db
          .delete(users)
          .where(and(isNull(users.emailVerifiedAt), lt(users.createdAt, before(RETENTION.unverifiedAccountsDays))))
          .returning({ id: users.id }),
        db
          .delete(quizzes)
          .where(and(eq(quizzes.isCompleted, false), lt(quizzes.startedAt, before(RETENTION.abandonedQuizzesDays))))
          .returning({ id: quizzes.id }),
        db
          .delete(billingEvents)
          .where(lt(billingEvents.processedAt, before(RETENTION.paymentEventsDays)))
          .returning({ id: billingEvents.eventId }),
        db
          .delete(demoCheckouts)
          .where(
            and(eq(demoCheckouts.status, 'open'), lt(demoCheckouts.createdAt, before(RETENTION.openDemoCheckoutsDays))),
          )
          .returning({ id: demoCheckouts.id }),
        db
          .delete(quizResets)
          .where(lt(quizResets.resetAt, before(RETENTION.quizRestartsDays)))
          .returning({ id: quizResets.id }),
      ]);
      return {
        signInSessions: count(expiredSessions),
        tokens: count(tokens),
        unverifiedAccounts: count(unverified),
        abandonedQuizzes: count(abandoned),
        paymentEvents: count(events),
        demoCheckouts: count(checkouts),
        quizRestarts: count(restarts),
      };
    },
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
