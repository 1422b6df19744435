import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { startTcpRelay, type TcpRelay } from '../test/tcp-relay.ts';

/**
 * T61 db-restart, against the real PostgreSQL: the app reaches it through a TCP relay the test can
 * cut and restore, as a database restart or a network blip would.
 */
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const target = new URL(adminUrl);
const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'purple-kettle-harbour-42';

let relay: TcpRelay;
let database: DatabaseHandle;
let app: App;
const name = `safesteps_fault_${randomBytes(6).toString('hex')}`;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  relay = startTcpRelay(target.hostname, Number(target.port || 5432));
  await relay.open();
  const url = new URL(adminUrl);
  url.host = `127.0.0.1:${relay.port}`;
  url.pathname = `/${name}`;
  database = await openDatabase({ kind: 'postgres', url: url.href, poolSize: 4 });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: ORIGIN,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'safesteps-fault-')),
  });
  app = await buildApp(config, { database });
}, 60_000);

afterAll(async () => {
  await app?.close();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe('the database going away', () => {
  it('T61 db-restart: fast 503s while it is down, recovery within 5 s, no acknowledged write lost', async () => {
    const headers = { origin: ORIGIN, 'content-type': 'application/json' };
    const email = `fault.${Date.now()}@example.com`;
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: {
        firstName: 'Amara',
        lastName: 'Okafor',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    });
    expect(registered.statusCode).toBe(200);

    await relay.cut();
    const downAt = Date.now();
    for (const url of ['/api/ready', '/api/premium/status']) {
      const started = Date.now();
      const response = await app.inject({ method: 'GET', url, headers: { cookie: 'safesteps_session=whatever' } });
      expect(response.statusCode, url).toBe(503);
      expect(response.body).not.toMatch(/ECONN|postgres|select/i);
      expect(Date.now() - started, url).toBeLessThan(1_000);
    }
    const signIn = () =>
      app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { email, password: PASSWORD } });
    expect((await signIn()).statusCode).toBe(503);
    expect(Date.now() - downAt).toBeLessThan(3_000);

    await relay.open();
    const back = Date.now();
    let ready = 0;
    while (Date.now() - back < 5_000) {
      ready = (await app.inject({ method: 'GET', url: '/api/ready' })).statusCode;
      if (ready === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ready).toBe(200);
    expect(Date.now() - back).toBeLessThan(5_000);
    // The account written before the outage is still there.
    const again = await signIn();
    expect(again.statusCode).toBe(403);
    expect(again.json().requiresVerification).toBe(true);
  }, 30_000);
});
