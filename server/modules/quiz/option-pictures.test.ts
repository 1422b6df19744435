import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiMethod, callAs, signUpParent, type TestParent } from '../../test/accounts.ts';
import { safetyQuizBody } from '../../test/quiz-bodies.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let parent: TestParent;
const call = (method: ApiMethod, url: string, payload?: unknown) => callAs(testApp, parent, method, url, payload);

beforeAll(async () => {
  testApp = await createTestApp();
  parent = await signUpParent(testApp, 'premium');
  const created = await call('POST', '/api/learners', { firstName: 'Lily', lastName: 'Okafor', age: 5, country: 'UK' });
  if (created.statusCode !== 201) throw new Error(created.body);
});
afterAll(() => testApp.close());

type Shown = { options: string[]; optionPictures?: string[] };

describe('pictures on the options of a young child’s questions', () => {
  it('gives every option of a 4–6 safety quiz a picture from the set, in order', async () => {
    for (const category of ['general-safety', 'health-hygiene']) {
      const response = await call('POST', '/api/generate-category-quiz', {
        ...safetyQuizBody({ category, ageBracket: '4-6', numQuestions: 10 }),
      });
      expect(response.statusCode, response.body).toBe(200);
      const questions = response.json().questions as Shown[];
      for (const question of questions) {
        expect(question.optionPictures, question.options.join(' / ')).toHaveLength(question.options.length);
        for (const picture of question.optionPictures ?? []) expect(picture).toMatch(/^[a-z0-9-]+$/);
      }
      // Reopened, the quiz shows the same pictures.
      const reopened = await call('GET', `/api/quiz/${response.json().sessionId}`);
      expect((reopened.json().questions as Shown[]).map((question) => question.optionPictures)).toEqual(
        questions.map((question) => question.optionPictures),
      );
    }
  });

  it('leaves pictures out for older children', async () => {
    const response = await call('POST', '/api/generate-category-quiz', safetyQuizBody({ ageBracket: '7-9' }));
    expect(response.statusCode, response.body).toBe(200);
    for (const question of response.json().questions as Shown[]) expect(question.optionPictures).toBeUndefined();
  });
});
