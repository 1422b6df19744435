import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LearnerCountry } from '../../../contract/constants.ts';
import { PHONE_AND_POSTCODE_MESSAGES } from '../../../contract/phone-and-postcode.ts';
import { callAs, manualClock, signUpParent, type TestParent } from '../../test/accounts.ts';
import { knowMyselfQuizBody } from '../../test/quiz-bodies.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** A number a child learns must be a real one: checked per learner country before it is stored or asked. */

let testApp: TestApp;
const clock = manualClock(new Date('2026-11-10T12:00:00Z'));

beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(() => testApp.close());

async function parentWithLearner(country: LearnerCountry): Promise<{ who: TestParent; learnerId: string }> {
  const who = await signUpParent(testApp, 'premium', clock());
  const created = await callAs(testApp, who, 'POST', '/api/learners', {
    firstName: 'Zara',
    lastName: 'Okafor',
    age: 8,
    country,
  });
  expect(created.statusCode, created.body).toBe(201);
  return { who, learnerId: created.json().learner.id };
}

const quiz = (who: TestParent, overrides: Record<string, unknown>) =>
  callAs(testApp, who, 'POST', '/api/generate-category-quiz', knowMyselfQuizBody(overrides));

async function prefill(who: TestParent, learnerId: string) {
  const response = await callAs(testApp, who, 'GET', `/api/learners/${learnerId}/prefill`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().prefillData as Record<string, unknown>;
}

describe('phone numbers and postcodes in the Know Myself details', () => {
  it('refuses a UK mobile one digit short, says why, and keeps nothing of it', async () => {
    const { who, learnerId } = await parentWithLearner('UK');
    const response = await quiz(who, { parent1Phone: '07912 34567' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(PHONE_AND_POSTCODE_MESSAGES.phone('parent1Phone', 'UK'));
    expect(response.json().error).toContain('07912 345678');
    expect((await prefill(who, learnerId)).parent1Phone).toBeUndefined();
  });

  it('refuses a sibling’s or the child’s own number that is not real, naming which', async () => {
    const { who } = await parentWithLearner('UK');
    const sibling = await quiz(who, { siblings: [{ type: 'Sister', name: 'Mia', phone: '0791' }] });
    expect(sibling.statusCode).toBe(400);
    expect(sibling.json().error).toBe(PHONE_AND_POSTCODE_MESSAGES.phone('siblingPhone', 'UK'));
    const own = await quiz(who, { age: 12, phoneNumber: '12345' });
    expect(own.statusCode).toBe(400);
    expect(own.json().error).toBe(PHONE_AND_POSTCODE_MESSAGES.phone('phoneNumber', 'UK'));
  });

  it('refuses a postcode, ZIP code or Eircode not of the country’s form', async () => {
    const cases: [LearnerCountry, string][] = [
      ['UK', '12 Oak Road, Leeds LS6 2A'],
      ['US', '742 Maple Street, Springfield, IL 6270'],
      ['IE', '14 Church Road, Cork T12 X2Y'],
      ['NL', 'Kerkstraat 12, 1017 Amsterdam'],
    ];
    const { who } = await parentWithLearner('UK');
    for (const [country, homeAddress] of cases) {
      const response = await quiz(who, { country, homeAddress, parent1Phone: undefined });
      expect(response.statusCode, country).toBe(400);
      expect(response.json().error).toBe(PHONE_AND_POSTCODE_MESSAGES.postcode(country));
    }
  });

  it('stores a real number and postcode as the country writes them, and teaches them so', async () => {
    const { who, learnerId } = await parentWithLearner('UK');
    const response = await quiz(who, {
      parent1Phone: '+447912345678',
      homeAddress: '12 Oak Road, Leeds ls62ab',
      numQuestions: 20,
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = await prefill(who, learnerId);
    expect(saved.parent1Phone).toBe('07912 345678');
    expect(saved.homeAddress).toBe('12 Oak Road, Leeds LS6 2AB');
    const stems = (response.json().questions as { question: string }[]).map((question) => question.question);
    expect(stems.some((stem) => /^Your mum's number starts 07912( 345)?\. What comes next\?$/.test(stem))).toBe(true);
  });

  it('groups a US number the American way', async () => {
    const { who, learnerId } = await parentWithLearner('US');
    const response = await quiz(who, {
      country: 'US',
      parent1Phone: '415.867.5309',
      homeAddress: '742 Maple Street, Springfield, IL 62704',
      city: 'Springfield',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await prefill(who, learnerId)).parent1Phone).toBe('(415) 867-5309');
  });
});
