import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_LIMITS, QUIZ_MESSAGES } from '../../../contract/quiz.ts';
import { allowanceUses } from '../../db/schema.ts';
import {
  type ApiMethod,
  callAs,
  manualClock,
  STRONG_PASSWORD,
  signUpParent,
  type TestParent,
} from '../../test/accounts.ts';
import { knowMyselfQuizBody, safetyQuizBody } from '../../test/quiz-bodies.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
const clock = manualClock(new Date('2026-11-10T10:00:00Z'));

beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(() => testApp.close());

const call = (who: TestParent, method: ApiMethod, url: string, payload?: unknown) =>
  callAs(testApp, who, method, url, payload);

async function parent(plan: 'free' | 'premium' = 'free'): Promise<TestParent & { learnerId: string }> {
  const who = await signUpParent(testApp, plan, clock());
  return { ...who, learnerId: await addLearner(who, 'Zara') };
}

async function addLearner(who: TestParent, firstName: string): Promise<string> {
  const created = await call(who, 'POST', '/api/learners', { firstName, lastName: 'Okafor', age: 8, country: 'UK' });
  if (created.statusCode !== 201) throw new Error(created.body);
  return created.json().learner.id;
}

type Quiz = { sessionId: string; questions: { options: string[] }[] };

async function generate(who: TestParent, body: object = safetyQuizBody()): Promise<Quiz> {
  const response = await call(who, 'POST', '/api/generate-category-quiz', body);
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json();
}

const answer = (who: TestParent, quiz: Quiz, index = 0) =>
  call(who, 'POST', `/api/quiz/${quiz.sessionId}/answer`, {
    questionIndex: index,
    selectedAnswer: quiz.questions[index]?.options[0],
  });

const quota = async (who: TestParent) => (await call(who, 'GET', '/api/quota/status')).json();

async function lapse(who: TestParent): Promise<void> {
  await testApp.app.services.billing.recordSubscription(who.userId, {
    status: 'canceled',
    planType: 'annual',
    currentPeriodEnd: new Date(clock().getTime() - 1000),
  });
}

describe('the free allowance (T83 free-allowance)', () => {
  it('T83 counts a quiz once its first question is answered: started and left before answering is free', async () => {
    const a = await parent();
    const started = [];
    for (let index = 0; index < QUIZ_LIMITS.freeMonthlySafetyQuizzes + 1; index += 1) started.push(await generate(a));
    expect((await quota(a)).monthlySafetyQuizzes).toMatchObject({ used: 0, remaining: 5 });

    for (const quiz of started.slice(0, 5)) expect((await answer(a, quiz)).statusCode).toBe(200);
    expect((await quota(a)).monthlySafetyQuizzes).toMatchObject({ used: 5, remaining: 0 });
    // A later answer to a quiz already counted is no new quiz.
    expect((await answer(a, started[0] as Quiz, 1)).statusCode).toBe(200);

    const sixth = await answer(a, started[5] as Quiz);
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json()).toEqual({ error: QUIZ_MESSAGES.monthlyLimit, code: 'MONTHLY_LIMIT' });
    expect((await call(a, 'GET', `/api/quiz/${started[5]?.sessionId}`)).json().currentQuestionIndex).toBe(0);
    expect((await call(a, 'POST', '/api/generate-category-quiz', safetyQuizBody())).statusCode).toBe(403);
  });

  it('T83 counts only quizzes taken on the free plan: those played while premium do not count after a lapse', async () => {
    const b = await parent('premium');
    for (let index = 0; index < 3; index += 1) expect((await answer(b, await generate(b))).statusCode).toBe(200);
    await lapse(b);
    expect(await quota(b)).toMatchObject({ userType: 'free', monthlySafetyQuizzes: { used: 0, remaining: 5 } });
    for (let index = 0; index < 5; index += 1) expect((await answer(b, await generate(b))).statusCode).toBe(200);
    expect((await quota(b)).monthlySafetyQuizzes.used).toBe(5);
  });
});

describe('allowances belong to the account', () => {
  it('keeps what was used when the learner is deleted and added again: a 6th quiz is still refused', async () => {
    const a = await parent();
    for (let index = 0; index < QUIZ_LIMITS.freeMonthlySafetyQuizzes; index += 1) {
      expect((await answer(a, await generate(a))).statusCode).toBe(200);
    }
    expect((await call(a, 'DELETE', `/api/learners/${a.learnerId}`)).statusCode).toBe(200);
    await addLearner(a, 'Zara');
    expect((await quota(a)).monthlySafetyQuizzes).toMatchObject({ used: 5, remaining: 0 });
    expect((await quota(a)).activity.daily.used).toBe(5);
    const sixth = await call(a, 'POST', '/api/generate-category-quiz', safetyQuizBody());
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().code).toBe('MONTHLY_LIMIT');

    const exported = (await call(a, 'GET', '/api/user/export')).json();
    const uses = exported.allowanceUses.map((use: { kind: string }) => use.kind);
    expect(uses.filter((kind: string) => kind === 'free-safety-quiz')).toHaveLength(5);
    expect(uses.filter((kind: string) => kind === 'new-quiz')).toHaveLength(5);

    expect((await call(a, 'DELETE', '/api/user/account', { confirmPassword: STRONG_PASSWORD })).statusCode).toBe(200);
    const left = await testApp.database.db.select().from(allowanceUses).where(eq(allowanceUses.userId, a.userId));
    expect(left).toEqual([]);
  });
});

describe('resets (T80 quiz-reset-limit)', () => {
  it('T80 allows so many resets of a learner’s quizzes a day, then a 429 that changes nothing; the next day again', async () => {
    const a = await parent();
    const quiz = await generate(a);
    for (let index = 0; index < QUIZ_LIMITS.resetsPerLearnerPerDay; index += 1) {
      expect((await answer(a, quiz)).statusCode).toBe(200);
      const reset = await call(a, 'POST', `/api/quiz/${quiz.sessionId}/reset`);
      expect(reset.statusCode, reset.body).toBe(200);
    }
    expect((await answer(a, quiz)).statusCode).toBe(200);
    const refused = await call(a, 'POST', `/api/quiz/${quiz.sessionId}/reset`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(QUIZ_MESSAGES.resetLimit);
    const now = clock();
    const nextDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    expect(refused.headers['retry-after']).toBe(String(Math.ceil((nextDay - now.getTime()) / 1000)));
    expect((await call(a, 'GET', `/api/quiz/${quiz.sessionId}`)).json().currentQuestionIndex).toBe(1);

    clock.advance(24 * 3600 * 1000);
    expect((await call(a, 'POST', `/api/quiz/${quiz.sessionId}/reset`)).statusCode).toBe(200);
  });

  it('T80 does not count retakes against the activity ceiling, nor the allowance', async () => {
    const b = await parent('premium');
    const quiz = await generate(b, safetyQuizBody({ numQuestions: 5 }));
    for (let index = 0; index < 5; index += 1) await answer(b, quiz, index);
    const retake = await call(b, 'POST', `/api/quiz/${quiz.sessionId}/reset`);
    expect(retake.json().sessionId).not.toBe(quiz.sessionId);
    const status = await quota(b);
    expect(status.activity.daily.used).toBe(1);
    expect(status.monthlySafetyQuizzes.used).toBe(0);
  });
});

describe('a read-only learner (T77 lapsed-read-only)', () => {
  it('T77 cannot answer, take a hint, finish or reset a quiz once a lapse leaves the learner read-only', async () => {
    const b = await parent('premium');
    const quiz = await generate(b);
    const second = await addLearner(b, 'Kofi');
    expect((await call(b, 'POST', `/api/learners/${second}/activate`)).statusCode).toBe(200);
    await lapse(b);

    for (const [url, payload] of [
      [`/api/quiz/${quiz.sessionId}/answer`, { questionIndex: 0, selectedAnswer: quiz.questions[0]?.options[0] }],
      [`/api/quiz/${quiz.sessionId}/hint`, { questionIndex: 0 }],
      [`/api/quiz/${quiz.sessionId}/reset`, undefined],
    ] as const) {
      const refused = await call(b, 'POST', url, payload);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error).toBe(QUIZ_MESSAGES.readOnlyLearner);
    }
    const state = (await call(b, 'GET', `/api/quiz/${quiz.sessionId}`)).json();
    expect(state).toMatchObject({ currentQuestionIndex: 0, score: 0, isCompleted: false });
    expect(state.questions[0].removedOptions).toEqual([]);
    // The active learner plays on: new quizzes are only ever for the active learner.
    expect((await answer(b, await generate(b))).statusCode).toBe(200);
  });
});

describe('Know Myself and saved details (T81 know-myself-keeps-details)', () => {
  it('T81 never erases a saved detail with a blank or a section the free plan does not send', async () => {
    const a = await parent();
    const saved = await call(a, 'PUT', `/api/learners/${a.learnerId}`, {
      firstName: 'Zara',
      lastName: 'Okafor',
      age: 8,
      country: 'UK',
      city: 'Leeds',
      schoolName: 'Oakfield Primary',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await generate(a, knowMyselfQuizBody({ city: '', homeAddress: '12 Oak Road' }));
    const prefill = (await call(a, 'GET', `/api/learners/${a.learnerId}/prefill`)).json().prefillData;
    expect(prefill).toMatchObject({ schoolName: 'Oakfield Primary', city: 'Leeds', homeAddress: '12 Oak Road' });
  });

  it('T81 builds the next quiz from the saved details when the form sends none of them', async () => {
    const a = await parent();
    await generate(a, knowMyselfQuizBody({ homeAddress: '12 Oak Road, Leeds LS6 2AB' }));
    const { firstName, lastName, age, country, numQuestions, difficultyLevel } = knowMyselfQuizBody();
    const next = await generate(a, {
      category: 'personal-info-recall',
      firstName,
      lastName,
      age,
      country,
      numQuestions,
      difficultyLevel,
    });
    const offered = next.questions.flatMap((question) => question.options).join(' | ');
    expect(offered).toContain('Oak Road');
    expect(offered).toContain('LS6 2AB');
  });
});
