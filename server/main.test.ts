import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPostgresRun } from './test/test-app.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function startServer(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
} {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
  });
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

/**
 * A fresh process compiles its TypeScript and may create a database: seconds on a quiet machine,
 * minutes on a busy one. The guards are against a hang, never a measure of speed.
 */
const START_GUARD_MS = 150_000;

async function waitForReady(base: string, timeoutMs = START_GUARD_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/api/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become ready');
}

describe('the server process', () => {
  it('starts on its database, migrates, serves, and exits 0 on SIGTERM (T66)', {
    timeout: START_GUARD_MS + 30_000,
  }, async () => {
    const port = await freePort();
    const env: Record<string, string> = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'safesteps-main-')),
    };
    if (isPostgresRun) env.DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const server = startServer(env);
    const base = `http://127.0.0.1:${port}`;
    await waitForReady(base);
    const ready = await (await fetch(`${base}/api/ready`)).json();
    expect(ready).toEqual({ status: 'ready', database: isPostgresRun ? 'postgres' : 'pglite' });
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
    expect(server.output()).toContain('shutting down');
  });

  it('T62 pglite-crash: killed with SIGKILL mid-writes, it restarts clean with every acknowledged write', {
    timeout: 2 * START_GUARD_MS + 30_000,
  }, async () => {
    const port = await freePort();
    const env: Record<string, string> = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'safesteps-crash-')),
      APP_URL: 'http://localhost:3000',
      TRUST_PROXY: 'true',
    };
    // On PostgreSQL the same check shows an app crash loses nothing the database acknowledged.
    if (isPostgresRun) env.DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const run = Date.now().toString(36);
    const base = `http://127.0.0.1:${port}`;
    const headers = { origin: 'http://localhost:3000', 'content-type': 'application/json' };
    const first = startServer(env);
    await waitForReady(base);
    const acknowledged: string[] = [];
    const register = async (index: number) => {
      const email = `crash.${run}.${index}@example.com`;
      const response = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        // Each sign-up from its own address, so the per-address limit does not refuse them.
        headers: { ...headers, 'x-forwarded-for': `10.9.${Math.floor(index / 200)}.${(index % 200) + 1}` },
        body: JSON.stringify({
          firstName: 'Amara',
          lastName: 'Okafor',
          email,
          password: 'purple-kettle-harbour-42',
          confirmPassword: 'purple-kettle-harbour-42',
        }),
      }).catch(() => undefined);
      if (response?.status === 200) acknowledged.push(email);
    };
    // Sign-ups in flight when the process is killed: those answered 200 must survive.
    const writes = Array.from({ length: 24 }, (_, index) => register(index));
    while (acknowledged.length < 5) await new Promise((resolve) => setTimeout(resolve, 5));
    first.child.kill('SIGKILL');
    await Promise.all(writes);
    await first.exit;
    expect(acknowledged.length).toBeGreaterThan(0);

    const second = startServer(env);
    await waitForReady(base);
    for (const email of acknowledged) {
      // A second sign-up with the same address answers like a new one (T9), so ask the login instead.
      const response = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { ...headers, 'x-forwarded-for': email },
        body: JSON.stringify({ email, password: 'purple-kettle-harbour-42' }),
      });
      expect(((await response.json()) as { code?: string }).code, email).toBe('EMAIL_NOT_VERIFIED');
    }
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  });

  it('refuses to start on a bad setting, naming the variable', { timeout: 30_000 }, async () => {
    const server = startServer({ PORT: 'not-a-port', DATA_DIR: mkdtempSync(join(tmpdir(), 'safesteps-main-')) });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('PORT');
  });
});
