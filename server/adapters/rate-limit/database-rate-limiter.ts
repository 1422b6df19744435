import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { RateLimiter } from './rate-limiter.ts';

/** Expired windows are deleted every so many hits, so the table holds only live counts. */
const SWEEP_EVERY = 1_000;

/** Keys name addresses and accounts: the table holds only their hashes. */
const stored = (key: string) => createHash('sha256').update(key).digest('hex');

async function rowsOf<T>(executing: Promise<unknown>): Promise<T[]> {
  return ((await executing) as { rows: T[] }).rows;
}

/**
 * Counters in the database, for a server without Redis: a restart (or a second instance on the
 * same PostgreSQL) keeps them, where counters in memory would start again from zero.
 */
export function createDatabaseRateLimiter(db: Database, clock: Clock): RateLimiter {
  let hitsSinceSweep = 0;
  return {
    kind: 'database',
    async hit(key, limit, windowMs) {
      const now = clock();
      if (++hitsSinceSweep >= SWEEP_EVERY) {
        hitsSinceSweep = 0;
        await db.execute(sql`delete from rate_limit_counters where reset_at <= ${now.toISOString()}`);
      }
      const resetAt = new Date(now.getTime() + windowMs).toISOString();
      // One statement: a window that has ended starts again at 1; racing hits each count once.
      const [row] = await rowsOf<{ count: number; reset_ms: number }>(
        db.execute(sql`
          insert into rate_limit_counters (key, count, reset_at) values (${stored(key)}, 1, ${resetAt})
          on conflict (key) do update set
            count = case when rate_limit_counters.reset_at <= ${now.toISOString()} then 1
                         else rate_limit_counters.count + 1 end,
            reset_at = case when rate_limit_counters.reset_at <= ${now.toISOString()} then excluded.reset_at
                            else rate_limit_counters.reset_at end
          returning count, (extract(epoch from reset_at) * 1000)::float8 as reset_ms`),
      );
      if (!row) throw new Error('rate limit counter returned nothing');
      return {
        allowed: row.count <= limit,
        count: row.count,
        retryAfterMs: row.reset_ms - now.getTime(),
      };
    },
    async peek(key) {
      const now = clock();
      const [row] = await rowsOf<{ count: number; reset_ms: number }>(
        db.execute(sql`
          select count, (extract(epoch from reset_at) * 1000)::float8 as reset_ms from rate_limit_counters
          where key = ${stored(key)} and reset_at > ${now.toISOString()}`),
      );
      return row ? { count: row.count, retryAfterMs: row.reset_ms - now.getTime() } : undefined;
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limit_counters where key = ${stored(key)}`);
    },
    // The database is closed with the app.
    close: async () => {},
  };
}
