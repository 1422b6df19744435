import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subscriptions } from '../../db/schema.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export function createBillingRepo(db: Database) {
  return {
    async findSubscription(userId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
      return row;
    },

    async saveSubscription(values: {
      userId: string;
      status: string;
      planType: 'monthly' | 'annual';
      currentPeriodEnd: Date;
    }): Promise<void> {
      await db
        .insert(subscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: subscriptions.userId,
          set: { status: values.status, planType: values.planType, currentPeriodEnd: values.currentPeriodEnd },
        });
    },
  };
}

export type BillingRepo = ReturnType<typeof createBillingRepo>;
