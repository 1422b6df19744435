import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';

/**
 * Migrates one PGlite once and saves it, so each test file starts from a copy in about a second.
 * A PostgreSQL run makes it too: the tests of the embedded database open PGlite whatever the run.
 */
export default async function setup(project: TestProject): Promise<void> {
  const client = await PGlite.create();
  const handle = await openDatabase({ kind: 'pglite-instance', client });
  await handle.migrate();
  const snapshot = await client.dumpDataDir('gzip');
  const path = join(tmpdir(), `safesteps-test-db-${process.pid}.tar.gz`);
  await writeFile(path, Buffer.from(await snapshot.arrayBuffer()));
  await client.close();
  project.provide('pgliteSnapshotPath', path);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
  }
}
