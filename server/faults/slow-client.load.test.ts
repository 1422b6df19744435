import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** T67: a client that trickles its headers or body is cut off at the deadline; others are unaffected. */
const REQUEST_TIMEOUT_MS = 1_000;
let testApp: TestApp;
let port = 0;

beforeAll(async () => {
  testApp = await createTestApp({ env: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) } });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  port = (testApp.app.server.address() as AddressInfo).port;
});
afterAll(() => testApp.close());

/** Opens a raw connection, sends FIRST, then one more piece every 100 ms; resolves when the server answers or closes. */
function trickle(first: string, piece: string): Promise<{ answer: string; afterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const timer = setInterval(() => socket.write(piece), 100);
    const finish = () => {
      clearInterval(timer);
      resolve({ answer, afterMs: Date.now() - started });
    };
    socket.on('data', (data) => {
      answer += String(data);
    });
    socket.on('close', finish);
    socket.on('error', () => {});
    socket.write(first);
  });
}

describe('slow clients', () => {
  it('T67 slow-client: trickled headers and bodies are cut at the deadline while other requests carry on', async () => {
    const others: number[] = [];
    let stop = false;
    const meanwhile = (async () => {
      while (!stop) {
        const started = Date.now();
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect(response.status).toBe(200);
        others.push(Date.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    const [headers, body] = await Promise.all([
      trickle('GET /api/health HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: 1\r\n'),
      trickle(
        'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost:3000\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{',
        ' ',
      ),
    ]);
    stop = true;
    await meanwhile;

    for (const cut of [headers, body]) {
      expect(cut.answer).toMatch(/^HTTP\/1\.1 408/);
      expect(cut.afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
      expect(cut.afterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 1_000);
    }
    expect(others.length).toBeGreaterThan(5);
    expect(Math.max(...others)).toBeLessThan(500);
  });
});
