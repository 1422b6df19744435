import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiMethod, callAs, signUpParent, type TestParent } from '../../test/accounts.ts';
import { safetyQuizBody } from '../../test/quiz-bodies.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const call = (who: TestParent, method: ApiMethod, url: string, payload?: unknown) =>
  callAs(testApp, who, method, url, payload);

const child = (country: string, extra: object = {}) => ({
  firstName: 'Sofia',
  lastName: 'Rossi',
  age: 6,
  country,
  ...extra,
});

/** Every word of a finished quiz: questions, options, right answers and explanations. */
async function playedQuizText(who: TestParent, body: object): Promise<string> {
  const quiz = await call(who, 'POST', '/api/generate-category-quiz', body);
  expect(quiz.statusCode, quiz.body).toBe(200);
  const { sessionId, questions } = quiz.json() as { sessionId: string; questions: { options: string[] }[] };
  for (const [questionIndex, question] of questions.entries()) {
    const answer = await call(who, 'POST', `/api/quiz/${sessionId}/answer`, {
      questionIndex,
      selectedAnswer: question.options[0],
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }
  const results = await call(who, 'GET', `/api/quiz/${sessionId}/results`);
  expect(results.statusCode, results.body).toBe(200);
  return JSON.stringify(results.json().questionsWithAnswers);
}

describe('a learner outside the four quiz countries', () => {
  it('is taught 112 in France, and never 999', async () => {
    const parent = await signUpParent(testApp, 'premium');
    expect((await call(parent, 'POST', '/api/learners', child('FR'))).statusCode).toBe(201);
    const texts: string[] = [];
    for (const difficultyLevel of ['Easy', 'Medium', 'Hard']) {
      texts.push(
        await playedQuizText(
          parent,
          safetyQuizBody({ ageBracket: '4-6', country: 'FR', numQuestions: 25, difficultyLevel }),
        ),
      );
    }
    const all = texts.join(' ');
    expect(all).toMatch(/1 1 2/);
    expect(all).not.toMatch(/9\s?9\s?9/);
    expect(all).not.toMatch(/Childline|NHS|CEOP/);
  });

  it('keeps the emergency number a parent enters for "other", and only there', async () => {
    const parent = await signUpParent(testApp, 'premium');
    const other = await call(parent, 'POST', '/api/learners', child('other', { emergencyNumber: ' 190 ' }));
    expect(other.statusCode).toBe(201);
    expect(other.json().learner).toMatchObject({ country: 'other', emergencyNumber: '190' });
    const id = other.json().learner.id as string;

    const kept = await call(parent, 'PUT', `/api/learners/${id}`, child('other'));
    expect(kept.json().learner.emergencyNumber).toBe('190');
    const cleared = await call(parent, 'PUT', `/api/learners/${id}`, child('other', { emergencyNumber: '' }));
    expect(cleared.json().learner).not.toHaveProperty('emergencyNumber');

    const inFrance = await call(parent, 'POST', '/api/learners', child('FR', { emergencyNumber: '112' }));
    expect(inFrance.statusCode).toBe(201);
    expect(inFrance.json().learner).not.toHaveProperty('emergencyNumber');
  });

  it('refuses an emergency number that is not 2 to 4 digits, changing nothing', async () => {
    const parent = await signUpParent(testApp, 'premium');
    for (const emergencyNumber of ['1', '12345', '9-1-1', 'help', 190]) {
      const response = await call(parent, 'POST', '/api/learners', child('other', { emergencyNumber }));
      expect(response.statusCode, String(emergencyNumber)).toBe(400);
      expect(response.json().error).toContain('The emergency number must be 2 to 4 digits');
    }
    expect((await call(parent, 'GET', '/api/learners')).json().learners).toEqual([]);
  });

  it('is taught no emergency number at all in "other" when the parent entered none', async () => {
    const parent = await signUpParent(testApp, 'premium');
    expect((await call(parent, 'POST', '/api/learners', child('other'))).statusCode).toBe(201);
    const text = await playedQuizText(
      parent,
      safetyQuizBody({
        ageBracket: '4-6',
        country: 'other',
        numQuestions: 25,
        difficultyLevel: 'Easy',
      }),
    );
    expect(text).not.toMatch(/\d\s?\d\s?\d/);
  });

  it('is taught the number the parent entered in "other", and no other country’s', async () => {
    const parent = await signUpParent(testApp, 'premium');
    const other = await call(parent, 'POST', '/api/learners', child('other', { emergencyNumber: '190' }));
    expect(other.statusCode).toBe(201);
    const texts: string[] = [];
    for (const difficultyLevel of ['Easy', 'Medium', 'Hard']) {
      texts.push(
        await playedQuizText(
          parent,
          safetyQuizBody({
            ageBracket: '4-6',
            country: 'other',
            numQuestions: 25,
            difficultyLevel,
          }),
        ),
      );
    }
    const all = texts.join(' ');
    expect(all).toMatch(/1 9 0/);
    expect(all).not.toMatch(/9\s?9\s?9|9\s?1\s?1|0\s?0\s?0|1\s?1\s?2/);
  });
});
