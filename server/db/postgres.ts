import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type Database, type DatabaseHandle, type DatabaseOptions, MIGRATIONS_FOLDER, quotedName } from './client.ts';
import * as schema from './schema.ts';

/** Any number that identifies SafeSteps' migration lock among other advisory locks. */
const MIGRATION_LOCK_KEY = 7_331_001;

export function openPostgres(
  target: { url: string; poolSize?: number },
  options: DatabaseOptions = {},
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
  });
  // A client that loses its server must not crash the process, whether it is idle in the pool or
  // checked out between two statements of a transaction; the query in progress or the next one
  // reports the loss.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema, logger: options.logger }) as unknown as Database;
  return {
    kind: 'postgres',
    db,
    ping: async () => {
      await pool.query('select 1');
    },
    migrate: async (folder = MIGRATIONS_FOLDER) => {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(drizzle(connection), { migrationsFolder: folder });
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        connection.release();
      }
    },
    // The write-ahead log and its archive are the operator's (see docs/security.md).
    compact: async (tables) => {
      if (tables.length > 0) await pool.query(`vacuum ${tables.map(quotedName).join(', ')}`);
    },
    close: () => pool.end(),
  };
}
