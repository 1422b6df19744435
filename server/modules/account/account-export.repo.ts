import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  allowanceUses,
  billingCustomers,
  demoCheckouts,
  quizQuestions,
  quizResets,
  quizzes,
  subscriptions,
} from '../../db/schema.ts';

/** The account's rows the export reads whole: its quizzes, their questions and its payment records, oldest first. */
export function createAccountExportRepo(db: Database) {
  return {
    async quizzesOf(userId: string) {
      return db
        .select()
        .from(quizzes)
        .where(eq(quizzes.userId, userId))
        .orderBy(asc(quizzes.startedAt), asc(quizzes.id));
    },

    /** Every question of the account's quizzes, in quiz and position order. */
    async questionsOf(userId: string) {
      return db
        .select({ question: quizQuestions })
        .from(quizQuestions)
        .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
        .where(eq(quizzes.userId, userId))
        .orderBy(asc(quizQuestions.quizId), asc(quizQuestions.position))
        .then((rows) => rows.map((row) => row.question));
    },

    async resetsOf(userId: string) {
      return db
        .select()
        .from(quizResets)
        .where(eq(quizResets.userId, userId))
        .orderBy(asc(quizResets.resetAt), asc(quizResets.id));
    },

    async allowanceUsesOf(userId: string) {
      return db
        .select()
        .from(allowanceUses)
        .where(eq(allowanceUses.userId, userId))
        .orderBy(asc(allowanceUses.usedAt), asc(allowanceUses.id));
    },

    async paymentRecordsOf(userId: string) {
      const [subscription, customer, checkouts] = await Promise.all([
        db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
        db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId)),
        db
          .select()
          .from(demoCheckouts)
          .where(eq(demoCheckouts.userId, userId))
          .orderBy(asc(demoCheckouts.createdAt), asc(demoCheckouts.id)),
      ]);
      return { subscription: subscription[0], customer: customer[0], checkouts };
    },
  };
}

export type AccountExportRepo = ReturnType<typeof createAccountExportRepo>;
