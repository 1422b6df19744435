import type { Logger } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, signUpParent, type TestParent } from '../test/accounts.ts';
import { knowMyselfQuizBody, safetyQuizBody } from '../test/quiz-bodies.ts';
import { createTestApp, createTestDatabase, type TestApp } from '../test/test-app.ts';

/** The account lock as drizzle writes it: the one statement the unit of work starts with. */
const ACCOUNT_LOCK = /from "users" where "users"\."id" = \$1 for update/;

let locks: string[] = [];
const logger: Logger = {
  logQuery(query, params) {
    if (ACCOUNT_LOCK.test(query)) locks.push(String(params[0]));
  },
};

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ database: await createTestDatabase(undefined, { logger }) });
});
afterAll(() => testApp.close());

/** The response to one request and the account locks taken while it was served. */
async function counted(who: TestParent, method: 'GET' | 'POST', url: string, payload?: unknown) {
  locks = [];
  const response = await callAs(testApp, who, method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return { response, locks: [...locks] };
}

describe('the unit of work', () => {
  it('takes the account lock once for each request that checks a limit, and none for a plain answer', async () => {
    const parent = await signUpParent(testApp);
    const learner = await counted(parent, 'POST', '/api/learners', {
      firstName: 'Zara',
      lastName: 'Okafor',
      age: 8,
      country: 'UK',
    });
    expect(learner.locks).toEqual([parent.userId]);

    const generated = await counted(parent, 'POST', '/api/generate-category-quiz', safetyQuizBody());
    expect(generated.locks).toEqual([parent.userId]);
    const quiz = generated.response.json();

    const answer = (index: number) =>
      counted(parent, 'POST', `/api/quiz/${quiz.sessionId}/answer`, {
        questionIndex: index,
        selectedAnswer: quiz.questions[index].options[0],
      });
    // The first answer makes the free quiz count toward the allowance; later ones are one statement.
    expect((await answer(0)).locks).toEqual([parent.userId]);
    expect((await answer(1)).locks).toEqual([]);

    expect((await counted(parent, 'POST', `/api/quiz/${quiz.sessionId}/reset`)).locks).toEqual([parent.userId]);

    // A Know Myself answer to one of the child's details stores the learner's progress with it, in
    // one unit; the quiz's other questions (who it is safe to tell) are ordinary answers.
    const knowMyself = (
      await counted(parent, 'POST', '/api/generate-category-quiz', knowMyselfQuizBody())
    ).response.json();
    const taught: string[][] = [];
    for (const [index, question] of knowMyself.questions.entries()) {
      const answered = await counted(parent, 'POST', `/api/quiz/${knowMyself.sessionId}/answer`, {
        questionIndex: index,
        selectedAnswer: question.options[0] ?? 'Leeds',
      });
      taught.push(answered.locks);
    }
    for (const locks of taught) expect([[], [parent.userId]]).toContainEqual(locks);
    expect(taught.filter((locks) => locks.length === 1).length).toBeGreaterThan(0);
  });
});
