/**
 * The thread PGlite runs on (decision 011): it opens the database it is given and answers the
 * queries and transactions `pglite-thread.ts` sends it, one message each way.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { holdDrizzleParsers } from './pglite-parsers.ts';
import {
  type PgliteReply,
  type PgliteRequest,
  type PgliteSource,
  READY_ID,
  type ThreadError,
} from './pglite-protocol.ts';

function crossable(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = Object.fromEntries(
    Object.entries(error).filter(([, value]) => value === null || typeof value !== 'object'),
  );
  return { ...fields, name: error.name, message: error.message };
}

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');
const source = workerData as PgliteSource;

/** Transactions under way: each waits for its commit or rollback, and `done` settles once PGlite has ended it. */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }>();
const ROLLED_BACK = new Error('rolled back');

async function handle(pg: PGlite, request: PgliteRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const on = request.transaction === undefined ? pg : open.get(request.transaction)?.tx;
      if (!on) throw new Error(`transaction ${request.transaction} is not open`);
      const { rows, fields, affectedRows } = await on.query(request.sql, request.params, { rowMode: request.rowMode });
      return { rows, fields, affectedRows };
    }
    case 'begin':
      // Resolves once the transaction is open; rejects if its BEGIN fails.
      await new Promise<void>((opened, failed) => {
        const done: Promise<void> = pg.transaction(
          (tx) =>
            new Promise<void>((commit, rollback) => {
              open.set(request.transaction, { tx, end: (ok) => (ok ? commit() : rollback(ROLLED_BACK)), done });
              opened();
            }),
        );
        done.catch(failed);
      });
      return null;
    case 'commit':
    case 'rollback': {
      const transaction = open.get(request.transaction);
      if (!transaction) throw new Error(`transaction ${request.transaction} is not open`);
      open.delete(request.transaction);
      transaction.end(request.op === 'commit');
      await transaction.done.catch((error: unknown) => {
        if (error !== ROLLED_BACK) throw error;
      });
      return null;
    }
    case 'close':
      await pg.close();
      return null;
  }
}

try {
  const pg =
    'dataDir' in source
      ? await PGlite.create(source.dataDir)
      : await PGlite.create({ loadDataDir: new Blob([source.snapshot]) });
  holdDrizzleParsers(pg);
  port.on('message', (request: PgliteRequest) => {
    handle(pg, request).then(
      (result) => port.postMessage({ id: request.id, result } satisfies PgliteReply),
      (error: unknown) => port.postMessage({ id: request.id, error: crossable(error) } satisfies PgliteReply),
    );
  });
  port.postMessage({ id: READY_ID, result: null } satisfies PgliteReply);
} catch (error) {
  port.postMessage({ id: READY_ID, error: crossable(error) } satisfies PgliteReply);
}
