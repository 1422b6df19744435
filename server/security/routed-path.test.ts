import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/errors.ts';
import { users } from '../db/schema.ts';
import { callAs, premiumParentWithLearner, type TestParent } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const EVIL = 'http://evil.example';

let testApp: TestApp;
let parent: TestParent;
let learnerId = '';
let port = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  ({ parent, learnerId } = await premiumParentWithLearner(testApp));
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  port = (testApp.app.server.address() as AddressInfo).port;
});
afterAll(() => testApp.close());

/**
 * One HTTP/1.1 exchange written by hand, so the request line can take any form a client may send;
 * the server closes the connection once it has answered.
 */
function rawExchange(requestLine: string, headers: Record<string, string>, body = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += String(chunk);
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    const lines = [
      requestLine,
      `host: 127.0.0.1:${port}`,
      'connection: close',
      `content-length: ${Buffer.byteLength(body)}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
  });
}

const statusOf = (answer: string) => Number(answer.slice(9, 12));

async function storedFirstName(): Promise<string | undefined> {
  const [user] = await testApp.database.db.select().from(users).where(eq(users.id, parent.userId));
  return user?.firstName;
}

describe('T72 routed-path-guard: the guards hold for the route the router matched, however its path is spelled', () => {
  it('T72 routed-path-guard: a percent-encoded /api write from another origin is refused with 403 and changes nothing', async () => {
    const before = await storedFirstName();
    for (const url of ['/%61pi/user/profile', '/%61%70%69/user/profile']) {
      const response = await testApp.app.inject({
        method: 'PATCH',
        url,
        headers: { origin: EVIL, 'content-type': 'application/json', cookie: parent.cookie },
        payload: { firstName: 'Mallory', lastName: 'Evil' },
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ error: MESSAGES.crossOrigin, code: 'FORBIDDEN' });
    }
    const bodiless = await testApp.app.inject({
      method: 'POST',
      url: '/%61pi/demo/cancel',
      headers: { origin: EVIL, cookie: parent.cookie },
    });
    expect(bodiless.statusCode).toBe(403);
    expect(await storedFirstName()).toBe(before);
    expect((await callAs(testApp, parent, 'GET', '/api/premium/status')).json().hasPremium).toBe(true);
  });

  it('T72 routed-path-guard: an absolute-form request line from another origin is refused with 403', async () => {
    const before = await storedFirstName();
    const answer = await rawExchange(
      `PATCH http://127.0.0.1:${port}/api/user/profile HTTP/1.1`,
      { origin: EVIL, 'content-type': 'application/json', cookie: parent.cookie },
      JSON.stringify({ firstName: 'Mallory', lastName: 'Evil' }),
    );
    expect(statusOf(answer)).toBe(403);
    expect(answer).toContain(MESSAGES.crossOrigin);
    const encoded = await rawExchange(
      `PATCH http://127.0.0.1:${port}/%61pi/user/profile HTTP/1.1`,
      { origin: EVIL, 'content-type': 'application/json', cookie: parent.cookie },
      JSON.stringify({ firstName: 'Mallory', lastName: 'Evil' }),
    );
    expect(statusOf(encoded)).toBe(403);
    expect(await storedFirstName()).toBe(before);
  });

  it('T72 routed-path-guard: the API refuses any spelling of its prefix but /api/, even same-origin, and still sends its headers', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/%61pi/learners/${learnerId}/prefill`,
      headers: { cookie: parent.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: MESSAGES.badAddress, code: 'BAD_REQUEST' });
    expect(response.body).not.toContain('Zara');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");

    const sameOriginWrite = await testApp.app.inject({
      method: 'PATCH',
      url: '/%61pi/user/profile',
      headers: { origin: testApp.config.appUrl.origin, 'content-type': 'application/json', cookie: parent.cookie },
      payload: { firstName: 'Renamed', lastName: 'Okafor' },
    });
    expect(sameOriginWrite.statusCode).toBe(400);
    expect(await storedFirstName()).not.toBe('Renamed');
  });

  it('T72 routed-path-guard: an absolute-form request line for /api/ from our own origin is served as usual, with the API headers', async () => {
    const answer = await rawExchange(`GET http://127.0.0.1:${port}/api/learners/${learnerId}/prefill HTTP/1.1`, {
      cookie: parent.cookie,
    });
    expect(statusOf(answer)).toBe(200);
    expect(answer.toLowerCase()).toContain('cache-control: no-store');
  });

  it('T72 routed-path-guard: a text body on an encoded path is still refused before it is read', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/%61pi/learners',
      headers: { origin: testApp.config.appUrl.origin, 'content-type': 'text/plain', cookie: parent.cookie },
      payload: 'firstName=Mallory',
    });
    expect(response.statusCode).toBe(400);
    expect((await callAs(testApp, parent, 'GET', '/api/learners')).json().learners).toHaveLength(1);
  });
});
