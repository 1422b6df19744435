/**
 * Servers under load run in their own process, so the load generator (autocannon, here) does not
 * share their event loop. Each target sends its details over IPC once it listens; its stdout (the
 * request log, at the production level) goes to /dev/null, written but not read.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Served } from './report.ts';

export interface Target<Info> extends Served {
  info: Info;
}

export type TargetName = 'safesteps' | 'express-answer';

/** With BENCH_CPU_PROFILE_DIR set, each server writes a CPU profile there when it exits. */
function profiling(dir: string | undefined): string[] {
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

export async function launchTarget<Info extends { port: number }>(
  name: TargetName,
  env: Record<string, string> = {},
): Promise<Target<Info>> {
  const file = fileURLToPath(new URL(`./targets/${name}.ts`, import.meta.url));
  const child = spawn(process.execPath, [...profiling(process.env.BENCH_CPU_PROFILE_DIR), '--import', 'tsx', file], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const info = await new Promise<Info>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Info));
    child.once('exit', (code) => reject(new Error(`bench target ${name} exited with ${code}`)));
  });
  return {
    info,
    origin: `http://127.0.0.1:${info.port}`,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Called by a target once it listens; SIGTERM then closes it. */
export function announceReady(info: { port: number } & Record<string, unknown>, close: () => Promise<unknown>): void {
  process.send?.(info);
  process.once('SIGTERM', () => close().then(() => process.exit(0)));
  // A bench that dies must not leave its servers running.
  process.once('disconnect', () => process.exit(1));
}
