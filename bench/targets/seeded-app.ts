/**
 * The whole app on PGlite in a data directory, as `npm start` runs it, with the bench parent and,
 * when asked, quizzes waiting at question 1 for the answer benchmark. Parents sign in from many
 * addresses, so it trusts the proxy. A browser bench names the address it serves it at
 * (BENCH_APP_URL), as the origin guard expects. Closing it removes the directory. A reference that sends its
 * own SQL gets the PGlite client too.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { type DatabaseHandle, openDatabase } from '../../server/db/client.ts';
import { WEB_ROOT } from '../../server/main.ts';
import { benchParent, insertQuizzes, type QuizSeed } from '../bench-parent.ts';

export const BENCH_ORIGIN = 'http://localhost:3000';

export async function seededApp(env: NodeJS.ProcessEnv, seeds: QuizSeed[] = waitingQuizzes(env)) {
  const { dataDir, key, config } = benchConfig(env);
  const database = await openDatabase(config.database);
  return seed(dataDir, key, config, database, seeds);
}

/** The same, with its PGlite client returned, for a reference that sends its own SQL. */
export async function seededAppWithPgliteInProcess(env: NodeJS.ProcessEnv) {
  const { dataDir, key, config } = benchConfig(env);
  const client = await PGlite.create(join(dataDir, 'db'));
  const database = await openDatabase({ kind: 'pglite-instance', client });
  return { ...(await seed(dataDir, key, config, database, waitingQuizzes(env))), client };
}

function benchConfig(env: NodeJS.ProcessEnv) {
  const key = randomBytes(32);
  const dataDir = mkdtempSync(join(tmpdir(), 'safesteps-bench-'));
  const config = {
    ...loadConfig({
      NODE_ENV: env.NODE_ENV,
      LOG_LEVEL: env.LOG_LEVEL,
      APP_URL: env.BENCH_APP_URL ?? BENCH_ORIGIN,
      TRUST_PROXY: 'true',
      DATA_DIR: dataDir,
      DATA_ENCRYPTION_KEY: key.toString('hex'),
    }),
    webRoot: WEB_ROOT,
  };
  return { dataDir, key, config };
}

async function seed(
  dataDir: string,
  key: Buffer,
  config: ReturnType<typeof benchConfig>['config'],
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
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, parent, quizIds, close };
}

/** BENCH_QUIZZES 25-question quizzes waiting at question 1, for the answer benchmark. */
function waitingQuizzes(env: NodeJS.ProcessEnv): QuizSeed[] {
  return Array.from({ length: Number(env.BENCH_QUIZZES ?? 0) }, () => ({ questionCount: 25 }));
}
