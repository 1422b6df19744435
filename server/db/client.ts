import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { APP_ROOT } from '../app-root.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Applies the committed migrations; on PostgreSQL a lock lets several instances start at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Found from the app's folder, not the working directory, so any caller finds the migrations. */
export const MIGRATIONS_FOLDER = join(APP_ROOT, 'server/db/migrations');

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string }
  /** An already-open PGlite (tests start each database from a migrated snapshot). */
  | { kind: 'pglite-instance'; client: PGlite }
  | { kind: 'postgres'; url: string; poolSize?: number };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  // PostgreSQL's driver loads only when it is the database: the embedded default starts without it.
  if (target.kind === 'postgres') return (await import('./postgres.ts')).openPostgres(target);
  let client: PGlite;
  if (target.kind === 'pglite') {
    mkdirSync(target.dataDir, { recursive: true });
    client = await PGlite.create(target.dataDir);
  } else {
    client = target.client;
  }
  const db = drizzlePglite(withParsersOnTheInstance(client), { schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    ping: async () => {
      await client.query('select 1');
    },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

/** The types drizzle reads as PostgreSQL's text: dates, timestamps, intervals and their arrays, and numeric[]. */
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];

type Queryable = Pick<PGlite, 'query'>;

/**
 * Drizzle passes its parsers (DRIZZLE_TEXT_TYPES as text) with every query, and PGlite merges them
 * into its table of about 320 parsers each time: 0.12 ms a query on this machine, a third of an
 * answer's own JavaScript. The instance holds those parsers instead, and drizzle's copy is left out
 * of each query, in transactions too; what drizzle reads is the same.
 */
function withParsersOnTheInstance(client: PGlite): PGlite {
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = (value: string) => value;
  // The replacements are made once per client, not on every property read.
  const withoutQueryParsers = <T extends Queryable>(queryable: T): T => {
    const query = (sql: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) =>
      queryable.query(sql, params, options && { ...options, parsers: undefined });
    const transaction =
      'transaction' in queryable
        ? (run: (tx: Queryable) => Promise<unknown>) =>
            (queryable as unknown as PGlite).transaction((tx) => run(withoutQueryParsers(tx)))
        : undefined;
    return new Proxy(queryable, {
      get(target, property) {
        if (property === 'query') return query;
        if (property === 'transaction' && transaction) return transaction;
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  };
  return withoutQueryParsers(client);
}
