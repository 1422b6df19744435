import { eq, sql } from 'drizzle-orm';
import type { PlanType } from '../../../contract/billing.ts';
import type { Database } from '../../db/client.ts';
import { billingCustomers, billingEvents, subscriptions, users } from '../../db/schema.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface SubscriptionState {
  userId: string;
  status: string;
  planType: PlanType;
  currentPeriodEnd: Date;
  subscriptionId?: string | null;
}

function queries(db: Executor) {
  return {
    async findSubscription(userId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
      return row;
    },

    async saveSubscription(state: SubscriptionState): Promise<void> {
      const { userId, ...values } = state;
      await db.insert(subscriptions).values(state).onConflictDoUpdate({ target: subscriptions.userId, set: values });
    },

    async findCustomerId(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ customerId: billingCustomers.customerId })
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, userId))
        .limit(1);
      return row?.customerId;
    },

    async insertCustomer(userId: string, customerId: string): Promise<void> {
      await db.insert(billingCustomers).values({ userId, customerId });
    },

    async isEventClaimed(eventId: string): Promise<boolean> {
      const [row] = await db
        .select({ eventId: billingEvents.eventId })
        .from(billingEvents)
        .where(eq(billingEvents.eventId, eventId))
        .limit(1);
      return row !== undefined;
    },

    /** Records the event id; false when it was already recorded (a redelivery, or one processed concurrently). */
    async claimEvent(eventId: string, type: string): Promise<boolean> {
      const claimed = await db
        .insert(billingEvents)
        .values({ eventId, type })
        .onConflictDoNothing()
        .returning({ eventId: billingEvents.eventId });
      return claimed.length === 1;
    },

    /** The account a customer belongs to, locked so one customer's events apply one at a time. */
    async lockCustomerOwner(customerId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: billingCustomers.userId })
        .from(billingCustomers)
        .where(eq(billingCustomers.customerId, customerId))
        .for('update');
      return row?.userId;
    },

    async lockAccount(userId: string): Promise<void> {
      await db.execute(sql`select ${users.id} from ${users} where ${users.id} = ${userId} for update`);
    },
  };
}

export type BillingQueries = ReturnType<typeof queries>;

export function createBillingRepo(db: Database) {
  return {
    ...queries(db),
    /** Runs FN in one transaction: an event's record and its effect commit together or not at all. */
    transaction<T>(fn: (tx: BillingQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(queries(tx)));
    },
  };
}

export type BillingRepo = ReturnType<typeof createBillingRepo>;
