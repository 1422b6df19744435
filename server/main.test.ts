import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPostgresRun } from './test/test-app.ts';

const APP_URL = 'http://localhost:3000';
const ORIGIN = { origin: APP_URL };

/**
 * Starts `server/main.ts` on a port the system picks (PORT=0), so two test runs side by side can
 * never meet on one port; `base` is the address its log reports.
 */
function startServer(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
  base: () => Promise<string>;
} {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', PORT: '0', APP_URL, ...env },
  });
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = async () => {
    const deadline = Date.now() + START_GUARD_MS;
    while (Date.now() < deadline) {
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1]) return listening[1];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`server did not start listening:\n${output}`);
  };
  return { child, output: () => output, exit, base };
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

/** Every file and folder at or under DIR, with the permission bits of its mode. */
function modesUnder(dir: string): Map<string, number> {
  const modes = new Map<string, number>([[dir, lstatSync(dir).mode & 0o777]]);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    modes.set(path, lstatSync(path).mode & 0o777);
  }
  return modes;
}

/** Paths at or under DIR that anyone but the owner may read, write or enter. */
function openToOthers(dir: string): string[] {
  return [...modesUnder(dir)].filter(([, mode]) => (mode & 0o077) !== 0).map(([path]) => path);
}

const TIGHTENED_LOG = 'DATA_DIR was readable by other users of this machine';

/** Starts the server on DATA_DIR, signs one parent up so the outbox holds a mail, and stops it. */
async function startSignUpAndStop(dataDir: string): Promise<string> {
  const env: Record<string, string> = { HOST: '127.0.0.1', DATA_DIR: dataDir };
  if (isPostgresRun) env.DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const server = startServer(env);
  const base = await server.base();
  await waitForReady(base);
  const signedUp = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { ...ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Amara',
      lastName: 'Okafor',
      email: `private.${Date.now().toString(36)}@example.com`,
      password: 'purple-kettle-harbour-42',
      confirmPassword: 'purple-kettle-harbour-42',
    }),
  });
  expect(signedUp.status).toBe(200);
  // The mail is written just after the answer; stopping sends whatever is still queued.
  server.child.kill('SIGTERM');
  expect(await server.exit).toBe(0);
  return server.output();
}

describe('the server process', () => {
  it('T85 private-data-dir: a fresh DATA_DIR is created 0700 and everything written in it is private', {
    timeout: START_GUARD_MS + 30_000,
  }, async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'safesteps-fresh-')), 'data');
    const output = await startSignUpAndStop(dataDir);
    const modes = modesUnder(dataDir);
    expect(modes.get(dataDir)).toBe(0o700);
    expect(modes.get(join(dataDir, 'secrets.json'))).toBe(0o600);
    const mail = readdirSync(join(dataDir, 'mail')).filter((file) => file.endsWith('.json'));
    expect(mail.length).toBeGreaterThan(0);
    for (const file of mail) expect(modes.get(join(dataDir, 'mail', file))).toBe(0o600);
    if (!isPostgresRun) expect(existsSync(join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(output).not.toContain(TIGHTENED_LOG);
  });

  it('T85 private-data-dir: a start on an old folder with wider modes tightens it all and says so once', {
    timeout: START_GUARD_MS + 30_000,
  }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'safesteps-old-'));
    mkdirSync(join(dataDir, 'mail', 'nested'), { recursive: true });
    writeFileSync(join(dataDir, 'mail', 'old-reset-link.json'), '{}');
    writeFileSync(join(dataDir, 'mail', 'nested', 'note.txt'), 'left by an older version');
    for (const [path, mode] of [
      [dataDir, 0o755],
      [join(dataDir, 'mail'), 0o777],
      [join(dataDir, 'mail', 'nested'), 0o775],
      [join(dataDir, 'mail', 'old-reset-link.json'), 0o644],
      [join(dataDir, 'mail', 'nested', 'note.txt'), 0o666],
    ] as const)
      chmodSync(path, mode);

    const output = await startSignUpAndStop(dataDir);
    expect(openToOthers(dataDir)).toEqual([]);
    const modes = modesUnder(dataDir);
    expect(modes.get(dataDir)).toBe(0o700);
    expect(modes.get(join(dataDir, 'mail', 'nested'))).toBe(0o700);
    expect(modes.get(join(dataDir, 'mail', 'old-reset-link.json'))).toBe(0o600);
    expect(modes.get(join(dataDir, 'mail', 'nested', 'note.txt'))).toBe(0o600);
    expect(output.split(TIGHTENED_LOG)).toHaveLength(2);
    expect(output).toContain('"tightened":5');
  });

  it('starts on its database, migrates, serves, and exits 0 on SIGTERM (T66)', {
    timeout: START_GUARD_MS + 30_000,
  }, async () => {
    const env: Record<string, string> = {
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'safesteps-main-')),
    };
    if (isPostgresRun) env.DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const server = startServer(env);
    const base = await server.base();
    await waitForReady(base);
    const ready = await (await fetch(`${base}/api/ready`)).json();
    expect(ready).toEqual({ status: 'ready' });
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
    expect(server.output()).toContain('shutting down');
  });

  it('T62 pglite-crash: killed with SIGKILL mid-writes, it restarts clean with every acknowledged write', {
    timeout: 2 * START_GUARD_MS + 30_000,
  }, async () => {
    const env: Record<string, string> = {
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'safesteps-crash-')),
      TRUST_PROXY: 'true',
    };
    // On PostgreSQL the same check shows an app crash loses nothing the database acknowledged.
    if (isPostgresRun) env.DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const run = Date.now().toString(36);
    const headers = { ...ORIGIN, 'content-type': 'application/json' };
    const first = startServer(env);
    const base = await first.base();
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
    const restarted = await second.base();
    await waitForReady(restarted);
    for (const email of acknowledged) {
      // A second sign-up with the same address answers like a new one (T9), so ask the login instead.
      const response = await fetch(`${restarted}/api/auth/login`, {
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
