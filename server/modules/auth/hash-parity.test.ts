import * as argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { login, STRONG_PASSWORD, signUpParent, uniqueEmail } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The real argon2, watched: every password check in the app goes through this one function.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...original, verify: vi.fn(original.verify) };
});

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('sign-in timing', () => {
  it('T7 hash-parity: an unknown address and a wrong password each cost exactly one hash verification', async () => {
    const parent = await signUpParent(testApp);
    const verify = vi.mocked(argon2.verify);
    // The first unknown-address check also makes the dummy hash once; warm it so only verification is counted.
    await login(testApp, uniqueEmail('warm'), 'any-password-at-all');

    for (const [email, password] of [
      [uniqueEmail('nobody'), 'any-password-at-all'],
      [parent.email, 'a-wrong-password-here'],
      [parent.email, STRONG_PASSWORD],
    ] as const) {
      verify.mockClear();
      const response = await login(testApp, email, password);
      expect(response.statusCode, email).toBe(password === STRONG_PASSWORD ? 200 : 401);
      expect(verify, `${email} with ${password}`).toHaveBeenCalledTimes(1);
    }
  });
});
