import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp | undefined;

afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

describe('GET /api/site', () => {
  it('says custom quizzes are not available when no AI provider is configured', async () => {
    testApp = await createTestApp({ env: { CONTACT_EMAIL: 'help@example.org' } });
    const response = await testApp.app.inject({ method: 'GET', url: '/api/site' });
    expect(response.json()).toEqual({ contactEmail: 'help@example.org', customQuizzesAvailable: false });
  });

  it('says they are available once a provider is configured', async () => {
    testApp = await createTestApp({
      env: { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'any-model' },
    });
    const response = await testApp.app.inject({ method: 'GET', url: '/api/site' });
    expect(response.json()).toMatchObject({ customQuizzesAvailable: true });
  });
});
