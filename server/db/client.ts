import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { APP_ROOT } from '../app-root.ts';
import { holdDrizzleParsers } from './pglite-parsers.ts';
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

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  // PostgreSQL's driver loads only when it is the database: the embedded default starts without it.
  if (target.kind === 'postgres') return (await import('./postgres.ts')).openPostgres(target);
  const client = await openPglite(target);
  return {
    kind: 'pglite',
    db: drizzlePglite(withParsersOnTheInstance(client), { schema }) as unknown as Database,
    ping: async () => {
      await client.query('select 1');
    },
    migrate: (folder = MIGRATIONS_FOLDER) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

type Queryable = Pick<PGlite, 'query'>;

/** The instance holds drizzle's parsers (see holdDrizzleParsers) and drizzle's copy is left out of each query, in transactions too. */
function withParsersOnTheInstance(client: PGlite): PGlite {
  holdDrizzleParsers(client);
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
