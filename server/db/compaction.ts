import { getTableName, type Table } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './client.ts';
import {
  allowanceUses,
  authTokens,
  billingCustomers,
  checkoutClaims,
  demoCheckouts,
  knowMyselfProgress,
  learnerKeys,
  learners,
  quizQuestions,
  quizResets,
  quizzes,
  signInSessions,
  subscriptions,
  users,
} from './schema.ts';

/** What a learner's deletion removes rows from: its details, its key, its quizzes and progress. */
export const LEARNER_TABLES: readonly Table[] = [
  learners,
  learnerKeys,
  knowMyselfProgress,
  quizzes,
  quizQuestions,
  quizResets,
];

/** What an account's deletion removes rows from: its learners' tables and the account's own. */
export const ACCOUNT_TABLES: readonly Table[] = [
  ...LEARNER_TABLES,
  users,
  signInSessions,
  authTokens,
  subscriptions,
  billingCustomers,
  checkoutClaims,
  demoCheckouts,
  allowanceUses,
];

/**
 * After a deletion has committed, compacts the tables that held what was deleted (see
 * DatabaseHandle.compact), in the background: the deletion has already succeeded, so a failure is
 * logged and never undoes or fails it. Deletions that come while a compaction runs are served by
 * one more compaction after it, of every table they asked for.
 */
export function createCompactor(database: Pick<DatabaseHandle, 'compact'>, log: FastifyBaseLogger) {
  let running: Promise<void> = Promise.resolve();
  let waiting: Set<string> | undefined;

  async function run(tables: Set<string>): Promise<void> {
    try {
      await database.compact([...tables]);
    } catch (error) {
      log.warn({ err: error, tables: [...tables] }, 'compaction after a deletion failed; the rows are deleted');
    }
  }

  return {
    /** Compacts TABLES soon; resolves at once. */
    after(tables: readonly Table[]): void {
      if (waiting) {
        for (const table of tables) waiting.add(getTableName(table));
        return;
      }
      const next = new Set(tables.map(getTableName));
      waiting = next;
      running = running.then(() => {
        waiting = undefined;
        return run(next);
      });
    },

    /** Resolves when no compaction is left to run: before the database closes. */
    async idle(): Promise<void> {
      let current: Promise<void>;
      do {
        current = running;
        await current;
      } while (current !== running);
    },
  };
}

export type Compactor = ReturnType<typeof createCompactor>;
