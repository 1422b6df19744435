import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, type AppDependencies, buildApp } from '../app.ts';
import type { Clock } from '../clock.ts';
import { type Config, loadConfig } from '../config.ts';
import { type DatabaseHandle, type DatabaseOptions, openDatabase } from '../db/client.ts';

export const APP_ORIGIN = 'http://localhost:3000';
export const isPostgresRun = process.env.TEST_DATABASE === 'postgres';

/**
 * A fresh, migrated database: a copy of the PGlite snapshot, or a new PostgreSQL database that is
 * dropped on close. With MIGRATIONS, a database migrated only with those (an older schema).
 */
export async function createTestDatabase(migrations?: string, options?: DatabaseOptions): Promise<DatabaseHandle> {
  if (isPostgresRun) {
    const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const name = `safesteps_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.href, poolSize: 5 }, options);
    await handle.migrate(migrations);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  if (migrations) {
    const handle = await openDatabase({ kind: 'pglite-instance', client: await PGlite.create() }, options);
    await handle.migrate(migrations);
    return handle;
  }
  return openDatabase({ kind: 'pglite-snapshot', snapshot: await readFile(inject('pgliteSnapshotPath')) }, options);
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    APP_URL: APP_ORIGIN,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'safesteps-data-')),
    ...env,
  });
}

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  config: Config;
  /** Every log line the app wrote, for checks that secrets never reach the log. */
  logs: string[];
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    database?: DatabaseHandle;
    webRoot?: string;
    clock?: Clock;
    aiPolicy?: AppDependencies['aiPolicy'];
    mailer?: AppDependencies['mailer'];
    limiter?: AppDependencies['limiter'];
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = { ...testConfig(options.env), webRoot: options.webRoot };
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = await buildApp(config, {
    database,
    logStream,
    clock: options.clock,
    aiPolicy: options.aiPolicy,
    mailer: options.mailer,
    limiter: options.limiter,
  });
  return { app, database, config, logs, close: () => app.close() };
}

/** Headers a same-origin browser sends with a JSON request. */
export const sameOrigin = { origin: APP_ORIGIN, 'content-type': 'application/json' } as const;
