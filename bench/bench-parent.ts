import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from '../server/app.ts';
import type { Config } from '../server/config.ts';
import type { DatabaseHandle } from '../server/db/client.ts';
import { quizQuestions, quizzes } from '../server/db/schema.ts';
import { questionRowsOf } from '../server/test/learner-seals.ts';

export const BENCH_PASSWORD = 'purple-kettle-harbour-42';
export const BENCH_EMAIL = 'bench.parent@example.com';

export interface BenchParent {
  userId: string;
  learnerId: string;
  /** The session cookie, as a Cookie header and as its parts for a browser. */
  cookie: string;
  session: { name: string; value: string };
}

/**
 * A verified, premium parent with one learner, made through the app's own calls (the plan is set
 * through the billing service, as a payment would). The app must use the e-mail outbox.
 */
export async function benchParent(app: App, config: Config, database: DatabaseHandle): Promise<BenchParent> {
  if (config.mail.kind !== 'outbox') throw new Error('benches read the e-mail outbox');
  const headers = { origin: config.appUrl.origin, 'content-type': 'application/json' };
  const email = BENCH_EMAIL;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers,
    payload: {
      firstName: 'Bench',
      lastName: 'Parent',
      email,
      password: BENCH_PASSWORD,
      confirmPassword: BENCH_PASSWORD,
    },
  });
  await app.services.mailQueue.idle();
  const mail = readdirSync(config.mail.dir).find((file) => file.endsWith('.json')) ?? '';
  const token = /\/verify\?token=([\w%-]+)/.exec(readFileSync(join(config.mail.dir, mail), 'utf8'))?.[1] ?? '';
  // Verified in the browser that signed up, as a parent would: only that one is signed in.
  const marker = registered.cookies.find((entry) => entry.name.endsWith('safesteps_signup'));
  if (!marker) throw new Error('bench parent has no sign-up marker');
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/verify',
    headers: { ...headers, cookie: `${marker.name}=${marker.value}` },
    payload: { token: decodeURIComponent(token) },
  });
  const session = verified.cookies.find((entry) => entry.name.endsWith('safesteps_session'));
  if (!session) throw new Error('bench parent not signed in');
  const cookie = `${session.name}=${session.value}`;
  const learner = (
    await app.inject({
      method: 'POST',
      url: '/api/learners',
      headers: { ...headers, cookie },
      payload: { firstName: 'Zara', lastName: 'Okafor', age: 8, country: 'UK' },
    })
  ).json().learner as { id: string } | undefined;
  const user = await database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.email, email) });
  if (!user || !learner) throw new Error('bench parent not created');
  await app.services.billing.recordSubscription(user.id, {
    status: 'active',
    planType: 'annual',
    currentPeriodEnd: new Date(Date.now() + 365 * 86_400_000),
  });
  return { userId: user.id, learnerId: learner.id, cookie, session: { name: session.name, value: session.value } };
}

export const BENCH_OPTIONS = ['Ask a grown-up', 'Keep it secret', 'Run away', 'Ignore it'];
export const BENCH_CORRECT_ANSWER = 'Ask a grown-up';

export interface QuizSeed {
  questionCount: number;
  /** A finished quiz, answered two in three right; without it the quiz waits at question 1. */
  completedAt?: Date;
}

/** Inserts Everyday and Online Safety quizzes for the parent's learner, stored as the app stores them. */
export async function insertQuizzes(
  database: DatabaseHandle,
  encryptionKey: Buffer,
  parent: Pick<BenchParent, 'userId' | 'learnerId'>,
  seeds: QuizSeed[],
): Promise<string[]> {
  const questionRows = questionRowsOf(database, encryptionKey);
  const rows = await Promise.all(
    seeds.map(async ({ questionCount, completedAt }, index) => {
      const id = randomUUID();
      const quizRows = await questionRows.forQuiz({
        id,
        userId: parent.userId,
        kind: 'safety',
        learnerId: parent.learnerId,
      });
      const questions = Array.from({ length: questionCount }, (_, number) => ({
        itemId: `q${number}`,
        question: `What should you do when question ${number} comes up?`,
        options: BENCH_OPTIONS,
        correctAnswer: BENCH_CORRECT_ANSWER,
        explanation: 'A grown-up you trust can help.',
        skill: 'trusted-adults',
        ...(completedAt && { userAnswer: number % 3 === 0 ? 'Keep it secret' : BENCH_CORRECT_ANSWER }),
      }));
      const quizType = index % 2 ? 'general-safety' : 'digital-safety';
      return {
        id,
        userId: parent.userId,
        learnerId: parent.learnerId,
        kind: 'safety' as const,
        quizType,
        subject: quizType,
        title: index % 2 ? 'Everyday Safety' : 'Online Safety',
        settings: {},
        questions: questions.map((question, position) => quizRows.toRow(position, question, completedAt ?? null)),
        questionCount,
        currentIndex: completedAt ? questionCount : 0,
        score: completedAt ? questions.filter((question) => question.userAnswer === BENCH_CORRECT_ANSWER).length : 0,
        isCompleted: Boolean(completedAt),
        countsTowardAllowance: false,
        generator: 'bank',
        startedAt: completedAt ? new Date(completedAt.getTime() - 300_000) : new Date(),
        completedAt: completedAt ?? null,
      };
    }),
  );
  for (let start = 0; start < rows.length; start += 200) {
    const batch = rows.slice(start, start + 200);
    await database.db.insert(quizzes).values(batch.map(({ questions: _questions, ...quiz }) => quiz));
    await database.db.insert(quizQuestions).values(batch.flatMap((quiz) => quiz.questions));
  }
  return rows.map((row) => row.id);
}
