import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../adapters/mail/mailer.ts';
import { randomIp, register, uniqueEmail } from '../../test/accounts.ts';
import { createTestApp, sameOrigin, type TestApp } from '../../test/test-app.ts';

/** A mailer that holds every message until the test opens the gate, as a hung SMTP server would. */
function gatedMailer() {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const attempted: MailMessage[] = [];
  const delivered: MailMessage[] = [];
  const mailer: Mailer = {
    kind: 'smtp',
    async send(message) {
      attempted.push(message);
      await gate;
      delivered.push(message);
    },
    eraseMailTo: async () => {},
    close: async () => {},
  };
  return { mailer, attempted, delivered, open: () => open() };
}

let testApp: TestApp;
let gated: ReturnType<typeof gatedMailer>;
let known = '';

beforeEach(async () => {
  gated = gatedMailer();
  testApp = await createTestApp({ mailer: gated.mailer });
  known = uniqueEmail('known');
  expect((await register(testApp, known)).statusCode).toBe(200);
});
afterEach(async () => {
  gated.open();
  await testApp.close();
});

const forgot = (email: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    headers: sameOrigin,
    remoteAddress: randomIp(),
    payload: { email },
  });

describe('T76 equal-time: mail is sent after the answer, so known and unknown addresses answer alike', () => {
  it('T76 equal-time: forgot-password answers a known and an unknown address the same while the mailer hangs, and mails only the known one afterwards', async () => {
    const unknown = uniqueEmail('unknown');
    const [forKnown, forUnknown] = [await forgot(known), await forgot(unknown)];
    expect(forKnown.statusCode).toBe(200);
    expect(forKnown.body).toBe(forUnknown.body);
    expect(gated.delivered).toHaveLength(0);

    gated.open();
    await testApp.app.services.mailQueue.idle();
    const resets = gated.delivered.filter((message) => message.subject === 'Reset your SafeSteps password');
    expect(resets.map((message) => message.to)).toEqual([known]);
  });

  it('T76 equal-time: sign-up answers a new and an existing address the same without waiting for the mailer', async () => {
    const fresh = uniqueEmail('fresh');
    const asNew = await register(testApp, fresh);
    const asExisting = await register(testApp, known);
    expect(asNew.statusCode).toBe(200);
    expect(asExisting.statusCode).toBe(200);
    expect({ ...asExisting.json(), email: fresh }).toEqual(asNew.json());
    expect(gated.delivered).toHaveLength(0);

    // The mail is still made and sent once the mailer answers: a link for the new address, a notice for the owner.
    await expect.poll(() => gated.attempted.map((message) => message.to).sort()).toEqual([fresh, known, known].sort());
    gated.open();
    await testApp.app.services.mailQueue.idle();
    expect(gated.delivered.find((message) => message.to === fresh)?.subject).toBe(
      'Please confirm your email address for SafeSteps',
    );
    expect(gated.delivered.filter((message) => message.to === known).map((message) => message.subject)).toContain(
      'Someone tried to create a SafeSteps account with your email',
    );
  });
});
