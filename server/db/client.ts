import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import type { Logger } from 'drizzle-orm';
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
  /** Applies the committed migrations (or those in FOLDER); on PostgreSQL a lock lets several instances start at once. */
  migrate(folder?: string): Promise<void>;
  /**
   * Clears the space deleted rows of TABLES held, so their bytes are no longer in the table files
   * (a VACUUM). On PGlite also the write-ahead log: it moves to a new segment and checkpoints, and
   * the old segments are removed rather than kept for reuse, so the log no longer holds them either.
   */
  compact(tables: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** Found from the app's folder, not the working directory, so any caller finds the migrations. */
export const MIGRATIONS_FOLDER = join(APP_ROOT, 'server/db/migrations');

export type DatabaseTarget =
  /** PGlite on the server's thread, its files in DATA_DIR: `npm start`. */
  | { kind: 'pglite'; dataDir: string }
  /** The same, in memory from a migrated snapshot: each API test file's database. */
  | { kind: 'pglite-snapshot'; snapshot: Uint8Array<ArrayBuffer> }
  /** An already-open PGlite (making the tests' snapshot; the benches' references). */
  | { kind: 'pglite-instance'; client: PGlite }
  | { kind: 'postgres'; url: string; poolSize?: number };

/** Emscripten's node file system, as far as setting a file's mode goes. */
interface ModeSetting {
  node_ops: { setattr: (node: unknown, attr: { mode?: number }) => void };
  stream_ops: { setattr: (stream: unknown, attr: { mode?: number }) => void };
}

const GROUP_AND_OTHERS = 0o077;

/**
 * PGlite's files, kept private to the server's user. Emscripten creates each file and then sets
 * the mode the database asked for with chmod, which the process umask does not touch, so PGlite's
 * files came out 0666. Here every mode it sets loses its group and other bits.
 */
class OwnerOnlyNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const ownerOnly = (module: { NODEFS: unknown }) => {
      const nodefs = module.NODEFS as ModeSetting;
      for (const ops of [nodefs.node_ops, nodefs.stream_ops]) {
        const setattr = ops.setattr;
        ops.setattr = (target, attr) =>
          setattr(target, attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~GROUP_AND_OTHERS });
      }
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [ownerOnly, ...(emscriptenOpts.preRun ?? [])] } };
  }
}

async function openPglite(target: Exclude<DatabaseTarget, { kind: 'postgres' }>): Promise<PGlite> {
  if (target.kind === 'pglite-instance') return target.client;
  if (target.kind === 'pglite-snapshot') return PGlite.create({ loadDataDir: new Blob([target.snapshot]) });
  mkdirSync(target.dataDir, { recursive: true });
  return PGlite.create({ fs: new OwnerOnlyNodeFS(target.dataDir) });
}

export interface DatabaseOptions {
  /** Sees every statement with its parameters (tests count the account lock with it). */
  logger?: Logger;
}

export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  // PostgreSQL's driver loads only when it is the database: the embedded default starts without it.
  if (target.kind === 'postgres') return (await import('./postgres.ts')).openPostgres(target, options);
  const client = await openPglite(target);
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema, logger: options.logger }),
    ping: async () => {
      await client.query('select 1');
    },
    migrate: (folder = MIGRATIONS_FOLDER) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
    compact: async (tables) => {
      // A reused segment would keep its old records until overwritten; a new one starts as zeros.
      await client.exec('set wal_recycle = off');
      // VACUUM runs alone, outside any transaction: one statement per call.
      for (const table of tables) await client.exec(`vacuum ${quotedName(table)}`);
      await client.query('select pg_switch_wal()');
      await client.exec('checkpoint');
    },
    close: () => client.close(),
  };
}

/** A table's name as an SQL identifier; the names come from the schema, never from a request. */
export const quotedName = (table: string) => `"${table.replaceAll('"', '""')}"`;
