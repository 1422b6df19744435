import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { callAs, login, STRONG_PASSWORD, signUpParent, signUpVerified, uniqueEmail } from '../test/accounts.ts';
import { startTcpRelay, type TcpRelay } from '../test/tcp-relay.ts';
import { createTestApp, createTestDatabase, type TestApp } from '../test/test-app.ts';

/**
 * Two instances behind a load balancer, on one PostgreSQL and one Redis, behave as one: a session
 * made on one is honoured and ended on the other, limits count across both, and racing writes
 * respect the plan. With Redis gone, limits fall back to each process and nothing fails; when it
 * returns, the counts are shared again.
 */
const redisUrl = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');

let database: DatabaseHandle;
const instances: TestApp[] = [];

/** An instance on the shared database; every instance shares the data key too (here via DATA_DIR). */
async function instance(redis: string, dataDir?: string): Promise<TestApp> {
  const started = await createTestApp({
    env: { REDIS_URL: redis, ...(dataDir ? { DATA_DIR: dataDir } : {}) },
    database: { ...database, close: async () => {} },
  });
  instances.push(started);
  return started;
}

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);

afterAll(async () => {
  await Promise.all(instances.map((started) => started.close()));
  await database.close();
});

const wrongPassword = (on: TestApp, email: string) => login(on, email, 'not-the-right-password-9');

describe('two instances on one database and one Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await instance(redisUrl.href);
    b = await instance(redisUrl.href, a.config.dataDir);
  });

  it('honour a session made on either, and end it on both', async () => {
    const cookie = await signUpVerified(a);
    const me = (on: TestApp) => on.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect((await me(b)).statusCode).toBe(200);
    const signedOut = await callAs(b, { cookie }, 'POST', '/api/auth/logout');
    expect(signedOut.statusCode).toBe(200);
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(401);
  });

  it('count sign-in failures across both: the 6th, on either, is refused (T11)', async () => {
    const email = uniqueEmail();
    await signUpVerified(a, email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await wrongPassword(attempt % 2 ? a : b, email)).statusCode).toBe(401);
    }
    const sixth = await login(a, email, STRONG_PASSWORD);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('let exactly one of two racing requests add the last learner the plan allows (T37)', async () => {
    const parent = await signUpParent(a, 'premium');
    const learner = (name: string) => ({ firstName: name, lastName: 'Okafor', age: 8, country: 'UK' });
    for (const name of ['Ada', 'Ben', 'Cleo', 'Dev']) {
      expect((await callAs(a, parent, 'POST', '/api/learners', learner(name))).statusCode).toBe(201);
    }
    const race = await Promise.all([
      callAs(a, parent, 'POST', '/api/learners', learner('Esme')),
      callAs(b, parent, 'POST', '/api/learners', learner('Femi')),
    ]);
    expect(race.map((response) => response.statusCode).sort()).toEqual([201, 403]);
    const listed = await callAs(b, parent, 'GET', '/api/learners');
    expect(listed.json().learners).toHaveLength(5);
  });
});

describe('Redis going away under two instances', () => {
  let relay: TcpRelay;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    relay = startTcpRelay(redisUrl.hostname, Number(redisUrl.port || 6379));
    await relay.open();
    const viaRelay = new URL(redisUrl);
    viaRelay.host = `127.0.0.1:${relay.port}`;
    a = await instance(viaRelay.href);
    b = await instance(viaRelay.href, a.config.dataDir);
  });
  afterAll(() => relay.cut());

  it('T69 redis-outage: limits fall back to each process with no 500, and shared counts resume', async () => {
    // Sign-in failures count per address whether or not it has an account.
    await relay.cut();
    const down = uniqueEmail();
    // Each process now counts alone: five failures on each are allowed, the sixth on one is not.
    for (const on of [a, b]) {
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await wrongPassword(on, down)).statusCode).toBe(401);
    }
    expect((await wrongPassword(a, down)).statusCode).toBe(429);
    // Everything else carries on.
    const during = await signUpParent(b, 'free');
    expect((await callAs(a, during, 'GET', '/api/auth/me')).statusCode).toBe(200);

    await relay.open();
    // ioredis reconnects on its own schedule; the counts are shared again once it has.
    const deadline = Date.now() + 10_000;
    let sharedAgain = false;
    while (!sharedAgain && Date.now() < deadline) {
      const back = uniqueEmail();
      for (let attempt = 0; attempt < 3; attempt += 1) await wrongPassword(a, back);
      for (let attempt = 0; attempt < 2; attempt += 1) await wrongPassword(b, back);
      sharedAgain = (await wrongPassword(b, back)).statusCode === 429;
      if (!sharedAgain) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(sharedAgain).toBe(true);
  }, 30_000);
});
