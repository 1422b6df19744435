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

async function waitForReady(base: string, timeoutMs: number): Promise<void> {
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
  it('starts on its database, migrates, serves, and exits 0 on SIGTERM (T66)', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const env: Record<string, string> = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'safesteps-main-')),
    };
    if (isPostgresRun) env.DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const server = startServer(env);
    const base = `http://127.0.0.1:${port}`;
    await waitForReady(base, 45_000);
    const ready = await (await fetch(`${base}/api/ready`)).json();
    expect(ready).toEqual({ status: 'ready', database: isPostgresRun ? 'postgres' : 'pglite' });
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
    expect(server.output()).toContain('shutting down');
  });

  it('refuses to start on a bad setting, naming the variable', { timeout: 30_000 }, async () => {
    const server = startServer({ PORT: 'not-a-port', DATA_DIR: mkdtempSync(join(tmpdir(), 'safesteps-main-')) });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('PORT');
  });
});
