import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openPgliteThread, type PgliteThread } from './pglite-thread.ts';

/** PGlite on its own thread (decision 011), opened from the tests' migrated snapshot. */
let thread: PgliteThread | undefined;
async function open(): Promise<PgliteThread> {
  thread = await openPgliteThread({ snapshot: await readFile(inject('pgliteSnapshotPath')) });
  await thread.query('create table notes (id int primary key, body text not null)');
  return thread;
}

afterEach(async () => {
  await thread?.close();
  thread = undefined;
});

const count = async (on: PgliteThread) =>
  (await on.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]?.n;

describe('PGlite on its own thread', () => {
  it('answers queries with rows in either mode, and refuses bad SQL with PostgreSQL’s own fields', async () => {
    const db = await open();
    await db.query('insert into notes values ($1, $2), ($3, $4)', [1, 'one', 2, 'two']);
    expect((await db.query('select id, body from notes order by id')).rows).toEqual([
      { id: 1, body: 'one' },
      { id: 2, body: 'two' },
    ]);
    expect((await db.query('select id, body from notes order by id', [], { rowMode: 'array' })).rows).toEqual([
      [1, 'one'],
      [2, 'two'],
    ]);
    const duplicate = await db.query('insert into notes values (1, $1)', ['again']).catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'notes_pkey', table: 'notes' });
    // A parameter that cannot cross to the thread fails its own query.
    await expect(db.query('select $1::text', [() => 'a function'])).rejects.toThrow();
    // The thread carries on after either.
    expect(await count(db)).toBe(2);
  });

  it('commits a transaction’s writes, and stores nothing of one that fails', async () => {
    const db = await open();
    const returned = await db.transaction(async (tx) => {
      await tx.query('insert into notes values (1, $1)', ['kept']);
      return 'done';
    });
    expect(returned).toBe('done');
    const failure = new Error('changed my mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into notes values (2, $1)', ['dropped']);
        throw failure;
      }),
    ).rejects.toBe(failure);
    const broken = db.transaction(async (tx) => {
      await tx.query('insert into notes values (3, $1)', ['dropped too']);
      await tx.query('insert into notes values (1, $1)', ['a duplicate']);
    });
    await expect(broken).rejects.toMatchObject({ code: '23505' });
    expect((await db.query('select id, body from notes')).rows).toEqual([{ id: 1, body: 'kept' }]);
  });

  it('keeps a transaction whole: a query from outside waits for it to end', async () => {
    const db = await open();
    const order: string[] = [];
    let outside: Promise<number | undefined> | undefined;
    await db.transaction(async (tx) => {
      await tx.query('insert into notes values (1, $1)', ['inside']);
      outside = count(db).then((n) => {
        order.push('outside read');
        return n;
      });
      // Gives the outside query every chance to run first, were it not held back.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query('insert into notes values (2, $1)', ['inside too']);
      order.push('transaction done');
    });
    expect(await outside).toBe(2);
    expect(order).toEqual(['transaction done', 'outside read']);
  });

  it('leaves the server’s thread free while a statement runs', async () => {
    const db = await open();
    const events: string[] = [];
    const slow = db.query('select count(*) from generate_series(1, 3000000)').then(() => events.push('query done'));
    const tick = new Promise((resolve) => setTimeout(resolve, 20)).then(() => events.push('timer fired'));
    await Promise.all([slow, tick]);
    expect(events).toEqual(['timer fired', 'query done']);
  });

  it('refuses queries once closed, saying the database thread has stopped', async () => {
    const db = await open();
    await db.close();
    thread = undefined;
    await expect(db.query('select 1')).rejects.toThrow('the database thread stopped');
  });
});
