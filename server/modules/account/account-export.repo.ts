import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { billingCustomers, demoCheckouts, quizSessions, subscriptions } from '../../db/schema.ts';

/** The account's rows the export reads whole: its quizzes and its payment records, oldest first. */
export function createAccountExportRepo(db: Database) {
  return {
    async quizzesOf(userId: string) {
      return db
        .select()
        .from(quizSessions)
        .where(eq(quizSessions.userId, userId))
        .orderBy(asc(quizSessions.startedAt), asc(quizSessions.id));
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
