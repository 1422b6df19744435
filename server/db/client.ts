import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
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
  const db = drizzlePglite(client, { schema }) as unknown as Database;
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
