import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  callAs,
  cookieFrom,
  latestToken,
  mailTo,
  randomIp,
  STRONG_PASSWORD,
  signUpMarkerFrom,
  uniqueEmail,
  verifyWith,
} from '../test/accounts.ts';
import { createTestApp, sameOrigin, type TestApp } from '../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const post = (url: string, payload: object) =>
  testApp.app.inject({ method: 'POST', url, headers: sameOrigin, remoteAddress: randomIp(), payload });

const signUp = (email: string, firstName: string, lastName: string, password = STRONG_PASSWORD) =>
  post('/api/auth/register', { firstName, lastName, email, password, confirmPassword: password });

it('T87 mail-first-name-only: every account mail greets by the stored first name and carries no other words a person typed', async () => {
  const email = uniqueEmail();
  const registered = await signUp(email, 'Amara', 'Quillfeather');
  // Someone else signs up with the same address, names of their own choosing.
  await signUp(email, 'Mallory', 'Visit evilwords now', 'a-different-long-phrase');
  await verifyWith(testApp, await latestToken(testApp, email, '/verify'), signUpMarkerFrom(registered));
  await post('/api/auth/forgot-password', { email });
  await post('/api/auth/reset-password', {
    token: await latestToken(testApp, email, '/reset-password'),
    newPassword: 'a-brand-new-long-phrase',
    confirmPassword: 'a-brand-new-long-phrase',
  });
  const signedIn = await post('/api/auth/login', { email, password: 'a-brand-new-long-phrase' });
  await callAs(testApp, { cookie: cookieFrom(signedIn) }, 'POST', '/api/user/change-password', {
    currentPassword: 'a-brand-new-long-phrase',
    newPassword: 'yet-another-long-phrase',
    confirmPassword: 'yet-another-long-phrase',
  });

  const mail = await mailTo(testApp, email);
  expect(mail.map((message) => message.subject)).toEqual([
    'Please confirm your email address for SafeSteps',
    'Someone tried to create a SafeSteps account with your email',
    'Reset your SafeSteps password',
    'Your SafeSteps password was reset',
    'Your SafeSteps password was changed',
  ]);
  for (const message of mail) {
    expect(message.text.startsWith('Hi Amara,\n\n'), message.subject).toBe(true);
    for (const typed of ['Quillfeather', 'Mallory', 'evilwords']) {
      expect(`${message.subject} ${message.text} ${message.html}`, message.subject).not.toContain(typed);
    }
  }
});
