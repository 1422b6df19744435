/**
 * The messages between the server's thread (`pglite-thread.ts`) and PGlite's (`pglite-worker.ts`),
 * decision 011: one request and one reply per query, transaction step or close.
 */

/** What the database opens from: files in a data directory, or a snapshot held in memory. */
export type PgliteSource = { dataDir: string } | { snapshot: Uint8Array<ArrayBuffer> };

export type PgliteRequest =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; transaction?: number }
  | { id: number; op: 'begin'; transaction: number }
  | { id: number; op: 'commit' | 'rollback'; transaction: number }
  | { id: number; op: 'close' };

/** An error as it crosses the thread: PostgreSQL's fields (code, constraint…) kept as they were. */
export type ThreadError = { message: string } & Record<string, unknown>;

export type PgliteReply = { id: number; result?: unknown; error?: ThreadError };

/** The id of the reply that says the database is open, or why it could not be; the worker sends it first. */
export const READY_ID = 0;
