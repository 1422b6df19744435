/**
 * Process start to the first answered health check, as production runs it (`node
 * dist/server/main.mjs`, the bundled build), against a bare Node process that opens PGlite on the
 * same kind of directory and answers one query. Both on a new data directory (the first start)
 * and on the existing one (every restart after).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { report } from './report.ts';

export const COLD_START_RATIO_BUDGET = 2.5;
const RUNS = 3;
const root = fileURLToPath(new URL('..', import.meta.url));
const SERVER_BUILD = join(root, 'dist/server/main.mjs');

const BARE_PGLITE = `
const { PGlite } = await import('@electric-sql/pglite');
const db = await PGlite.create(process.argv[1]);
await db.query('select 1');
process.stdout.write('ready\\n');
await db.close();
`;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function barePgliteStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--input-type=module', '-e', BARE_PGLITE, dataDir], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`bare PGlite exited with ${code}`)));
  });
  const elapsed = performance.now() - started;
  await new Promise((resolve) => child.once('exit', resolve));
  return elapsed;
}

async function safeStepsStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER_BUILD], {
    cwd: root,
    // On PGlite whatever the bench's environment names: the reference is bare PGlite.
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function runColdStartBench(): Promise<boolean> {
  if (!existsSync(SERVER_BUILD)) throw new Error(`${SERVER_BUILD} is missing: run \`npm run build\` first`);
  const figures = {
    bare: { first: [] as number[], again: [] as number[] },
    app: { first: [] as number[], again: [] as number[] },
  };
  for (let run = 0; run < RUNS; run += 1) {
    for (const [name, start] of [
      ['bare', barePgliteStart],
      ['app', safeStepsStart],
    ] as const) {
      const dataDir = mkdtempSync(join(tmpdir(), `safesteps-cold-${name}-`));
      try {
        figures[name].first.push(await start(dataDir));
        figures[name].again.push(await start(dataDir));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
  console.log(`Cold start to the first answered health check (median of ${RUNS})`);
  let withinBudget = true;
  for (const [label, key] of [
    ['first start, new data directory', 'first'],
    ['restart, existing data directory', 'again'],
  ] as const) {
    const bare = median(figures.bare[key]);
    withinBudget =
      report({
        label,
        figure: median(figures.app[key]),
        unit: ' ms',
        budget: COLD_START_RATIO_BUDGET * bare,
        budgetRule: `${COLD_START_RATIO_BUDGET} × bare PGlite`,
        reference: { label: 'bare PGlite', figure: bare },
      }) && withinBudget;
  }
  return withinBudget;
}
