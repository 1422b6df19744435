/**
 * Limits that hold: wrong sign-ins slow their source before they lock an account, a reset link
 * opens a locked account, and without Redis the counts outlive a restart.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema.ts';
import { latestToken, manualClock, STRONG_PASSWORD, signUpVerified, uniqueEmail } from '../../test/accounts.ts';
import { createTestApp, createTestDatabase, sameOrigin, type TestApp } from '../../test/test-app.ts';

const TOO_MANY = { error: 'Too many attempts. Please wait a few minutes and try again.', code: 'RATE_LIMITED' };

const signIn = (testApp: TestApp, email: string, from: string, password = STRONG_PASSWORD) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: sameOrigin,
    remoteAddress: from,
    payload: { email, password },
  });

describe('wrong sign-ins', () => {
  const clock = manualClock();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ clock });
  });
  afterAll(() => testApp.close());

  it('T99 source-before-account: one source hammering gets 429 for itself; the owner elsewhere still signs in', async () => {
    const email = uniqueEmail();
    await signUpVerified(testApp, email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(testApp, email, '203.0.113.7', `guess-${attempt}`)).statusCode, `try ${attempt}`).toBe(401);
    }
    for (let attempt = 6; attempt <= 12; attempt += 1) {
      const refused = await signIn(testApp, email, '203.0.113.7', `guess-${attempt}`);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Even the right password is refused from that source for now.
    expect((await signIn(testApp, email, '203.0.113.7')).statusCode).toBe(429);
    const owner = await signIn(testApp, email, '198.51.100.20');
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('T99 source-before-account: a lock needs wrong sign-ins from more than one source, and then holds for every source', async () => {
    const email = uniqueEmail();
    await signUpVerified(testApp, email);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await signIn(testApp, email, '203.0.113.8', `guess-${attempt}`)).statusCode).toBe(401);
    }
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect((await signIn(testApp, email, '203.0.113.9', `guess-${attempt}`)).statusCode).toBe(401);
    }
    const locked = await signIn(testApp, email, '198.51.100.21');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(TOO_MANY);
    clock.advance(15 * 60 * 1000 + 1_000);
    expect((await signIn(testApp, email, '198.51.100.21')).statusCode).toBe(200);
  });

  it('T99 source-before-account: a reset link opens a locked account, and the reset clears the lock', async () => {
    const email = uniqueEmail();
    await signUpVerified(testApp, email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(testApp, email, `203.0.113.${20 + attempt}`, `guess-${attempt}`)).statusCode).toBe(401);
    }
    expect((await signIn(testApp, email, '198.51.100.22')).statusCode).toBe(429);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: sameOrigin,
      remoteAddress: '198.51.100.22',
      payload: { email },
    });
    await testApp.app.services.mailQueue.idle();
    const token = await latestToken(testApp, email, '/reset-password');
    const reset = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: sameOrigin,
      remoteAddress: '198.51.100.22',
      payload: { token, newPassword: 'a-brand-new-phrase', confirmPassword: 'a-brand-new-phrase' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.cookies.some((cookie) => cookie.value !== '')).toBe(true);
    const again = await signIn(testApp, email, '198.51.100.23', 'a-brand-new-phrase');
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe('counters without Redis', () => {
  /** Locks an account from five sources, closes the app, and opens a new one on the same database. */
  async function lockThenRestart(open: () => Promise<DatabaseHandle>) {
    const clock = manualClock();
    const first = await createTestApp({ clock, database: await open() });
    const email = uniqueEmail();
    await signUpVerified(first, email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(first, email, `203.0.113.${40 + attempt}`, `guess-${attempt}`)).statusCode).toBe(401);
    }
    expect((await signIn(first, email, '198.51.100.30')).statusCode).toBe(429);
    // Counted in the database, by hash: no address or account in the clear.
    const stored = await first.database.db.select().from(rateLimitCounters);
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(email);
    expect(JSON.stringify(stored)).not.toContain('203.0.113');
    await first.close();

    const second = await createTestApp({ clock, database: await open() });
    try {
      const stillLocked = await signIn(second, email, '198.51.100.31');
      expect(stillLocked.statusCode).toBe(429);
      expect(Number(stillLocked.headers['retry-after'])).toBeGreaterThan(0);
      clock.advance(15 * 60 * 1000 + 1_000);
      expect((await signIn(second, email, '198.51.100.31')).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  }

  it('T100 durable-counters: a lock survives closing and reopening the app on the same PGlite data folder', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'safesteps-counters-')), 'db');
    // Each app closes the database when it closes.
    await lockThenRestart(async () => {
      const database = await openDatabase({ kind: 'pglite', dataDir });
      await database.migrate();
      return database;
    });
  });

  it('T100 durable-counters: a lock survives a new app on the run’s own database (PGlite or PostgreSQL)', async () => {
    const database = await createTestDatabase();
    try {
      // Each app is given the database without the right to close it: it outlives them both.
      await lockThenRestart(async () => ({ ...database, close: async () => {} }));
    } finally {
      await database.close();
    }
  });
});
