/**
 * PGlite on a thread of its own (decision 011). PGlite runs PostgreSQL as WebAssembly on whichever
 * thread calls it, so on the server's own thread every statement held up every request; here the
 * server's thread only sends each query and reads its answer, and the two run side by side.
 * It offers what drizzle calls on a PGlite: `query` and `transaction`.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { APP_ROOT } from '../app-root.ts';
import {
  type PgliteReply,
  type PgliteRequest,
  type PgliteSource,
  READY_ID,
  type ThreadError,
} from './pglite-protocol.ts';

export type { PgliteSource };

type Query = <T>(sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

export interface PgliteThread {
  query: Query;
  transaction<T>(run: (tx: { query: Query }) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/**
 * Run from the bundle, the worker is built into dist/server beside main.mjs; run from source
 * (development, tests, benches) it is TypeScript, and a worker does not inherit tsx's loader, so it
 * registers it first.
 */
function startWorker(source: PgliteSource): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(join(APP_ROOT, 'dist/server/pglite-worker.mjs'), { workerData: source });
  }
  // Both found from here, not from the working directory an eval'd worker would resolve them from.
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const file = JSON.stringify(pathToFileURL(join(APP_ROOT, 'server/db/pglite-worker.ts')).href);
  const load = `import(${tsx}).then(({ register }) => { register(); return import(${file}); });`;
  return new Worker(load, { eval: true, workerData: source });
}

function asError({ message, ...fields }: ThreadError): Error {
  return Object.assign(new Error(message), fields);
}

export async function openPgliteThread(source: PgliteSource): Promise<PgliteThread> {
  const worker = startWorker(source);
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  let stopped: Error | undefined;
  const stop = (error: Error) => {
    stopped ??= error;
    for (const { reject } of waiting.values()) reject(stopped);
    waiting.clear();
  };
  worker.on('message', ({ id, result, error }: PgliteReply) => {
    const waiter = waiting.get(id);
    waiting.delete(id);
    if (error) waiter?.reject(asError(error));
    else waiter?.resolve(result);
  });
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`the database thread stopped (exit code ${code})`)));

  let lastId = READY_ID;
  const send = <T>(request: WithoutId<PgliteRequest>): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = ++lastId;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (result: unknown) => void, reject });
      try {
        worker.postMessage({ ...request, id });
      } catch (error) {
        // A parameter that cannot be copied to the thread (a function, say): this query fails alone.
        waiting.delete(id);
        reject(error);
      }
    });
  };
  // Drizzle's parsers are functions, which cannot cross to the thread; it holds the same ones.
  const queryIn =
    (transaction?: number): Query =>
    (sql, params, options) =>
      send({ op: 'query', sql, params, rowMode: options?.rowMode, transaction });

  try {
    await new Promise((resolve, reject) => waiting.set(READY_ID, { resolve, reject }));
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  let lastTransaction = 0;
  return {
    query: queryIn(),
    async transaction<T>(run: (tx: { query: Query }) => Promise<T>): Promise<T> {
      const transaction = ++lastTransaction;
      await send({ op: 'begin', transaction });
      let result: T;
      try {
        result = await run({ query: queryIn(transaction) });
      } catch (error) {
        // What the transaction met is the error to report; if the rollback fails too, nothing was committed.
        await send({ op: 'rollback', transaction }).catch(() => {});
        throw error;
      }
      await send({ op: 'commit', transaction });
      return result;
    },
    async close() {
      if (stopped) return;
      await send({ op: 'close' });
      await worker.terminate();
    },
  };
}
