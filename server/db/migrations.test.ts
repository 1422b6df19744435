import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import { type DatabaseHandle, MIGRATIONS_FOLDER } from './client.ts';
import { quizQuestions, quizzes, signInSessions } from './schema.ts';

const RENAME = '0019_quizzes_and_sign_in_sessions';

interface Journal {
  entries: { tag: string }[];
}

/** A folder holding the committed migrations that came before TAG, as a database made then had them. */
function migrationsBefore(tag: string): string {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as Journal;
  const upTo = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(upTo, `${tag} is in the journal`).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, upTo);
  const folder = mkdtempSync(join(tmpdir(), 'safesteps-migrations-'));
  mkdirSync(join(folder, 'meta'));
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries)
    copyFileSync(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  return folder;
}

const userId = randomUUID();
const learnerId = randomUUID();
const quizId = randomUUID();
const sessionId = randomUUID();
const STARTED = new Date('2026-11-20T09:30:00Z');
const SEEN = new Date('2026-11-21T18:00:00Z');
const EXPIRES = new Date('2026-12-21T18:00:00Z');

let database: DatabaseHandle;

async function rowsOf<T>(executing: Promise<unknown>): Promise<T[]> {
  return ((await executing) as { rows: T[] }).rows;
}

/** Rows in both tables under their old names, written as the code of that time wrote them. */
async function storeUnderOldNames() {
  await database.db.execute(sql`
    insert into users (id, email, first_name, last_name, password_hash)
    values (${userId}, 'amara@example.com', 'Amara', 'Okafor', 'not-a-real-hash')`);
  await database.db.execute(sql`
    insert into learners (id, user_id, age, country, is_active, sealed)
    values (${learnerId}, ${userId}, 8, 'UK', true, 'sealed-details')`);
  await database.db.execute(sql`
    insert into quiz_sessions (id, user_id, learner_id, kind, quiz_type, subject, title, settings, question_count,
      current_index, score, counts_toward_allowance, generator, started_at)
    values (${quizId}, ${userId}, ${learnerId}, 'safety', 'road-safety', 'road-safety', 'Crossing the road',
      '{"difficulty":"easy"}'::jsonb, 2, 1, 1, true, 'offline', ${STARTED.toISOString()})`);
  await database.db.execute(sql`
    insert into quiz_questions (quiz_id, position, item_id, skill, question, options, correct_answer, answer, is_correct)
    values (${quizId}, 0, 'road-1', 'crossing', 'Where do you cross?', '["At a crossing","Between cars"]'::jsonb,
      'At a crossing', 0, true)`);
  await database.db.execute(sql`
    insert into sessions (id, user_id, token_hash, last_seen_at, expires_at)
    values (${sessionId}, ${userId}, 'token-hash', ${SEEN.toISOString()}, ${EXPIRES.toISOString()})`);
}

/** The names PostgreSQL holds for the two tables' keys, foreign keys and indexes (and those pointing at them). */
async function namesOnTheTables() {
  const constraints = await rowsOf<{ name: string }>(
    database.db.execute(sql`
    select conname as name from pg_constraint
    where conrelid in ('quizzes'::regclass, 'sign_in_sessions'::regclass, 'quiz_questions'::regclass)
      and contype in ('p', 'f')`),
  );
  const indexes = await rowsOf<{ name: string }>(
    database.db.execute(sql`
    select indexname as name from pg_indexes where tablename in ('quizzes', 'sign_in_sessions')`),
  );
  return {
    constraints: constraints.map((row) => row.name).sort(),
    indexes: indexes.map((row) => row.name).sort(),
  };
}

beforeAll(async () => {
  database = await createTestDatabase(migrationsBefore(RENAME));
  await storeUnderOldNames();
  await database.migrate();
});
afterAll(async () => {
  await database.close();
});

describe('a database made before the quiz and sign-in tables had their names', () => {
  it('keeps its quizzes, their questions and its sign-in sessions through the renaming', async () => {
    const [quiz] = await database.db.select().from(quizzes).where(eq(quizzes.id, quizId));
    expect(quiz).toMatchObject({
      userId,
      learnerId,
      kind: 'safety',
      title: 'Crossing the road',
      settings: { difficulty: 'easy' },
      questionCount: 2,
      currentIndex: 1,
      score: 1,
      startedAt: STARTED,
    });
    const questions = await database.db.select().from(quizQuestions).where(eq(quizQuestions.quizId, quizId));
    expect(questions).toEqual([
      expect.objectContaining({ position: 0, question: 'Where do you cross?', answer: 0, isCorrect: true }),
    ]);
    const [session] = await database.db.select().from(signInSessions).where(eq(signInSessions.id, sessionId));
    expect(session).toMatchObject({ userId, tokenHash: 'token-hash', lastSeenAt: SEEN, expiresAt: EXPIRES });
  });

  it('has no table, type, index or constraint left under an old name, and keys and indexes named for the new ones', async () => {
    const old = await rowsOf<{ quizSessions: string | null; sessions: string | null }>(
      database.db.execute(
        sql`select to_regclass('quiz_sessions') as "quizSessions", to_regclass('sessions') as "sessions"`,
      ),
    );
    expect(old).toEqual([{ quizSessions: null, sessions: null }]);
    const oldNames = await rowsOf<{ name: string }>(
      database.db.execute(sql`
      select relname as name from pg_class where starts_with(relname, 'quiz_sessions') or starts_with(relname, 'sessions')
      union all
      select typname from pg_type where ltrim(typname, '_') in ('quiz_sessions', 'sessions')
      union all
      select conname from pg_constraint where strpos(conname, 'quiz_sessions') > 0 or starts_with(conname, 'sessions')`),
    );
    expect(oldNames).toEqual([]);
    expect(await namesOnTheTables()).toEqual({
      constraints: [
        'quiz_questions_quiz_id_position_pk',
        'quiz_questions_quiz_id_quizzes_id_fk',
        'quizzes_learner_id_learners_id_fk',
        'quizzes_pkey',
        'quizzes_user_id_users_id_fk',
        'sign_in_sessions_pkey',
        'sign_in_sessions_user_id_users_id_fk',
      ],
      indexes: [
        'quizzes_learner_completed_idx',
        'quizzes_pkey',
        'quizzes_user_started_idx',
        'sign_in_sessions_pkey',
        'sign_in_sessions_token_hash_idx',
        'sign_in_sessions_user_id_idx',
      ],
    });
  });

  it('still keeps its rules: one sign-in per token, and an account deleted takes its quizzes and sessions with it', async () => {
    await expect(
      database.db
        .insert(signInSessions)
        .values({ userId, tokenHash: 'token-hash', lastSeenAt: SEEN, expiresAt: EXPIRES }),
    ).rejects.toThrow();
    await database.db.execute(sql`delete from users where id = ${userId}`);
    const left = await rowsOf<{ quizzes: number; questions: number; sessions: number }>(
      database.db.execute(sql`
      select (select count(*)::int from quizzes) as quizzes, (select count(*)::int from quiz_questions) as questions,
        (select count(*)::int from sign_in_sessions) as sessions`),
    );
    expect(left).toEqual([{ quizzes: 0, questions: 0, sessions: 0 }]);
  });
});
