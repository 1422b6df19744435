/**
 * The one way work under an account's limits is done: a transaction that first takes the account's
 * row lock. Two requests of one account that check a limit and then write (the last free quiz, the
 * last learner place, a reset, a first answer) run one after the other, on one instance or many;
 * other accounts are not held up. Repos are plain query sets over the transaction handed in; the
 * service that opens the unit reads, decides with a pure rule, and writes. Nothing outside the
 * database (a payment provider, a model) is ever called inside one.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { users } from './schema.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a repo's queries run on: the database itself, or a unit of work's transaction. */
export type Executor = Database | Transaction;

export type WithAccount = <T>(userId: string, work: (tx: Transaction) => Promise<T>) => Promise<T>;

export function createUnitOfWork(db: Database): WithAccount {
  return (userId, work) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select ${users.id} from ${users} where ${users.id} = ${userId} for update`);
      return work(tx);
    });
}
