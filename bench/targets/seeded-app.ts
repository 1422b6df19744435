/**
 * The whole app, built as `npm start` builds it but run from the sources through tsx (a request's
 * cost is the same; only the cold-start bench times a start), with the bench parent and, when asked, quizzes waiting at
 * question 1 for the answer benchmark: on PGlite in a data directory, or, with
 * BENCH_DATABASE_URL, on a new PostgreSQL database made beside that one and dropped at close.
 * Parents sign in from many addresses, so it trusts the proxy. A browser bench names the address
 * it serves it at (BENCH_APP_URL), as the origin guard expects. Closing it removes the directory.
 * A reference that sends its own SQL gets a client on the same database too.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { type DatabaseHandle, openDatabase } from '../../server/db/client.ts';
import { WEB_ROOT } from '../../server/main.ts';
import { benchParent, insertQuizzes, type QuizSeed } from '../bench-parent.ts';

export const BENCH_ORIGIN = 'http://localhost:3000';

/** A statement a reference sends; on PostgreSQL it is prepared under its name, as the app's drizzle statements are. */
export interface Statement {
  name?: string;
  text: string;
}

/** What a reference needs of its database client: PGlite's and node-postgres' pool alike. */
export interface SqlClient {
  query<Row>(statement: Statement, params: unknown[]): Promise<{ rows: Row[] }>;
}

export async function seededApp(env: NodeJS.ProcessEnv, seeds: QuizSeed[] = waitingQuizzes(env)) {
  const target = await benchTarget(env);
  const database = await openDatabase(target.config.database);
  return seed(target, database, seeds);
}

/** The same, with a client of its own on the app's database, for a reference that sends its own SQL. */
export async function seededAppWithClient(env: NodeJS.ProcessEnv) {
  const target = await benchTarget(env);
  if (target.config.database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.config.database.url, max: POOL_SIZE });
    // Dropping the database ends connections still closing, as the app's pool allows too.
    pool.on('error', () => {});
    const drop = async () => {
      await pool.end();
      await target.drop();
    };
    const database = await openDatabase(target.config.database);
    const seeded = await seed({ ...target, drop }, database, waitingQuizzes(env));
    const client: SqlClient = {
      query: async <Row>(statement: Statement, params: unknown[]) =>
        (await pool.query({ name: statement.name, text: statement.text, values: params })) as unknown as {
          rows: Row[];
        },
    };
    return { ...seeded, client };
  }
  // PGlite runs on the server's thread: the reference opens it itself and the app shares it.
  const pglite = await PGlite.create(join(target.dataDir, 'db'));
  const database = await openDatabase({ kind: 'pglite-instance', client: pglite });
  const client: SqlClient = { query: (statement, params) => pglite.query(statement.text, params) };
  return { ...(await seed(target, database, waitingQuizzes(env))), client };
}

/** The app's own pool size on PostgreSQL (server/db/postgres.ts), for the reference's pool too. */
const POOL_SIZE = 10;

async function benchTarget(env: NodeJS.ProcessEnv) {
  const key = randomBytes(32);
  const dataDir = mkdtempSync(join(tmpdir(), 'safesteps-bench-'));
  const postgres = env.BENCH_DATABASE_URL ? await createDatabaseBeside(env.BENCH_DATABASE_URL) : undefined;
  const config = {
    ...loadConfig({
      NODE_ENV: env.NODE_ENV,
      LOG_LEVEL: env.LOG_LEVEL,
      APP_URL: env.BENCH_APP_URL ?? BENCH_ORIGIN,
      TRUST_PROXY: 'true',
      DATA_DIR: dataDir,
      DATA_ENCRYPTION_KEY: key.toString('hex'),
      ...(postgres && { DATABASE_URL: postgres.url }),
    }),
    webRoot: WEB_ROOT,
  };
  const drop = async () => {
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { dataDir, key, config, drop };
}

/** A new, empty database on ADMIN_URL's server, named after ADMIN_URL's database, and how to drop it. */
async function createDatabaseBeside(adminUrl: string) {
  const url = new URL(adminUrl);
  const name = `${url.pathname.slice(1) || 'postgres'}_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

async function seed(
  { key, config, drop }: Awaited<ReturnType<typeof benchTarget>>,
  database: DatabaseHandle,
  seeds: QuizSeed[],
) {
  await database.migrate();
  const app = await buildApp(config, { database });
  const parent = await benchParent(app, config, database);
  const quizIds = await insertQuizzes(database, key, parent, seeds);
  const close = async () => {
    // Closing the app closes its database.
    await app.close();
    await drop();
  };
  return { app, parent, quizIds, close };
}

/** BENCH_QUIZZES 25-question quizzes waiting at question 1, for the answer benchmark. */
function waitingQuizzes(env: NodeJS.ProcessEnv): QuizSeed[] {
  return Array.from({ length: Number(env.BENCH_QUIZZES ?? 0) }, () => ({ questionCount: 25 }));
}
