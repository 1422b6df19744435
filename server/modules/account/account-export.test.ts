import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport } from '../../../contract/account.ts';
import { DEMO_PRICES } from '../../../contract/billing.ts';
import * as schema from '../../db/schema.ts';
import { type ApiMethod, callAs, signUpParent, type TestParent } from '../../test/accounts.ts';
import { knowMyselfQuizBody, safetyQuizBody } from '../../test/quiz-bodies.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const call = (who: TestParent, method: ApiMethod, url: string, payload?: unknown) =>
  callAs(testApp, who, method, url, payload);

type ExportPart = Exclude<keyof AccountExport, 'exportedAt' | 'usage'>;

/**
 * Where each stored table's rows go in the export. An exported table names the columns left out
 * (secrets and bookkeeping) and what stands for its sealed columns once opened; a table not
 * exported says why. A new table, or a new column, fails the test until it is placed here.
 */
const EXPORT_OF_TABLE: Record<
  string,
  | {
      part: ExportPart;
      nestedIn?: 'questions' | 'knowMyselfProgress';
      leftOut: string[];
      opened?: Record<string, string[]>;
    }
  | { notExported: string }
> = {
  users: { part: 'account', leftOut: ['passwordHash'] },
  sign_in_sessions: { part: 'sessions', leftOut: ['userId', 'tokenHash'] },
  auth_tokens: { notExported: 'only hashes of single-use e-mail links, nothing a person can read' },
  learners: {
    part: 'learners',
    leftOut: ['userId'],
    opened: { sealed: ['firstName', 'lastName', 'details', 'knowMyselfProgress'] },
  },
  // One sealed row per learner, opened into one entry per detail inside its learner.
  know_myself_progress: {
    part: 'learners',
    nestedIn: 'knowMyselfProgress',
    leftOut: ['learnerId', 'userId', 'createdAt', 'updatedAt'],
    opened: {
      sealed: ['detail', 'timesAsked', 'timesRight', 'rightDays', 'mastered', 'reviews', 'nextDue', 'lastAsked'],
    },
  },
  subscriptions: { part: 'subscription', leftOut: ['userId'] },
  allowance_uses: { part: 'allowanceUses', leftOut: ['userId'] },
  billing_customers: { part: 'paymentCustomer', leftOut: ['userId'] },
  billing_events: { notExported: 'payment-provider event ids, tied to no account' },
  learner_keys: {
    notExported: 'each learner’s own key, wrapped: a secret, and what opens the sealed details exported',
  },
  rate_limit_counters: { notExported: 'counts of attempts per address and account, kept minutes to a day' },
  demo_checkouts: { part: 'checkouts', leftOut: ['userId'] },
  checkout_claims: {
    notExported: 'a random id and the price of the last Upgrade press, kept only so presses share one checkout',
  },
  // A quiz's questions are its own rows (below), exported inside it.
  quizzes: { part: 'quizzes', leftOut: ['userId'], opened: { id: ['id', 'questions'] } },
  quiz_questions: {
    part: 'quizzes',
    nestedIn: 'questions',
    // Each question sits inside its quiz; a sealed one is opened into the plain fields, and the
    // child's answer and a hint's removals are given as the options' words, not their positions
    // (a typed answer as what was typed, opened from its own sealed column).
    leftOut: ['quizId', 'sealed', 'typedAnswerSealed'],
    opened: { answer: ['childAnswer'], removedOptions: ['optionsRemovedByHint'] },
  },
  quiz_resets: { part: 'quizResets', leftOut: ['userId'] },
};

const tables: PgTable[] = Object.values(schema).flatMap((value) => (is(value, PgTable) ? [value] : []));

async function parentWithEverything() {
  const parent = await signUpParent(testApp);
  const learner = await call(parent, 'POST', '/api/learners', {
    firstName: 'Zara',
    lastName: 'Okafor',
    age: 8,
    country: 'UK',
  });
  expect(learner.statusCode, learner.body).toBe(201);
  const learnerId = learner.json().learner.id as string;
  const knowMyself = await call(parent, 'POST', '/api/generate-category-quiz', knowMyselfQuizBody());
  expect(knowMyself.statusCode, knowMyself.body).toBe(200);
  // Every question answered, so its details' progress is stored.
  for (const [questionIndex, question] of (knowMyself.json().questions as { options: string[] }[]).entries()) {
    const known = await call(parent, 'POST', `/api/quiz/${knowMyself.json().sessionId}/answer`, {
      questionIndex,
      selectedAnswer: question.options[0],
    });
    expect(known.statusCode, known.body).toBe(200);
  }
  await testApp.app.services.learners.saveDetails(parent.userId, learnerId, {
    homeAddress: '12 Harbour Lane',
    importantInfo: ['Allergic to peanuts'],
  });
  const quiz = await call(parent, 'POST', '/api/generate-category-quiz', safetyQuizBody());
  expect(quiz.statusCode, quiz.body).toBe(200);
  const { sessionId, questions } = quiz.json() as { sessionId: string; questions: { options: string[] }[] };
  const answered = await call(parent, 'POST', `/api/quiz/${sessionId}/answer`, {
    questionIndex: 0,
    selectedAnswer: questions[0]?.options[0],
  });
  expect(answered.statusCode, answered.body).toBe(200);
  const retaken = await call(parent, 'POST', '/api/generate-category-quiz', safetyQuizBody());
  const reset = await call(parent, 'POST', `/api/quiz/${retaken.json().sessionId}/reset`);
  expect(reset.statusCode, reset.body).toBe(200);
  const checkout = await call(parent, 'POST', '/api/stripe/create-checkout', {
    priceId: DEMO_PRICES.monthly,
    planType: 'monthly',
  });
  const checkoutId = new URL(checkout.json().url).searchParams.get('session_id');
  const paid = await call(parent, 'POST', '/api/demo/complete', { checkoutId });
  expect(paid.statusCode, paid.body).toBe(200);
  return { parent, learnerId, sessionId, firstOption: questions[0]?.options[0] };
}

describe('the account export (GET /api/user/export)', () => {
  it('places every stored table, and every column of an exported one, in the export', async () => {
    const { parent } = await parentWithEverything();
    const data = (await call(parent, 'GET', '/api/user/export')).json() as AccountExport;

    expect(tables.map((table) => getTableName(table)).sort()).toEqual(Object.keys(EXPORT_OF_TABLE).sort());
    for (const table of tables) {
      const placement = EXPORT_OF_TABLE[getTableName(table)];
      if (!placement || 'notExported' in placement) continue;
      const value = data[placement.part];
      const top = Array.isArray(value) ? value[0] : value;
      const row = placement.nestedIn
        ? (top as unknown as Record<string, unknown[] | undefined>)[placement.nestedIn]?.[0]
        : top;
      expect(row, `${placement.part} holds a row`).toBeTruthy();
      const expected = Object.keys(getTableColumns(table)).flatMap((column) =>
        placement.leftOut.includes(column) ? [] : (placement.opened?.[column] ?? [column]),
      );
      expect(Object.keys(row ?? {}).sort(), getTableName(table)).toEqual(expected.sort());
    }
  });

  it('holds the child’s details, every quiz with its questions and answers, usage and payment records', async () => {
    const { parent, learnerId, sessionId, firstOption } = await parentWithEverything();
    const response = await call(parent, 'GET', '/api/user/export');
    expect(response.statusCode).toBe(200);
    const data = response.json() as AccountExport;

    expect(data.learners).toHaveLength(1);
    expect(data.learners[0]).toMatchObject({
      id: learnerId,
      firstName: 'Zara',
      details: { homeAddress: '12 Harbour Lane', importantInfo: ['Allergic to peanuts'] },
    });
    const quiz = data.quizzes.find((entry) => entry.id === sessionId);
    expect(quiz).toMatchObject({ learnerId, kind: 'safety', questionCount: 5, currentIndex: 1 });
    expect(quiz?.questions).toHaveLength(5);
    expect(quiz?.questions[0]).toMatchObject({ childAnswer: firstOption });
    expect(quiz?.questions[0]?.isCorrect).toBe(quiz?.questions[0]?.correctAnswer === firstOption);
    expect(quiz?.questions[1]).toMatchObject({ childAnswer: null, isCorrect: null });
    expect(data.usage.userType).toBe('premium');
    expect(data.subscription).toMatchObject({ planType: 'monthly', status: 'active' });
    expect(data.subscription?.subscriptionId).toMatch(/\S/);
    expect(data.paymentCustomer?.customerId).toMatch(/\S/);
    expect(data.checkouts).toEqual([
      expect.objectContaining({ priceId: DEMO_PRICES.monthly, status: 'complete', customerId: expect.any(String) }),
    ]);
    expect(data.sessions).toHaveLength(1);
    expect(response.body).not.toMatch(/argon2|tokenHash|passwordHash/i);
  });

  it('holds nothing of another account', async () => {
    const { parent } = await parentWithEverything();
    const other = await signUpParent(testApp);
    const data = (await call(other, 'GET', '/api/user/export')).json() as AccountExport;
    expect(data).toMatchObject({ learners: [], quizzes: [], subscription: null, paymentCustomer: null, checkouts: [] });
    expect(JSON.stringify(data)).not.toContain(parent.userId);
  });
});
