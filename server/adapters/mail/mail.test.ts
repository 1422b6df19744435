import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, uniqueEmail } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('mail through SMTP (SMTP_URL set)', () => {
  const received: { to: string; raw: string }[] = [];
  let server: SMTPServer;
  let testApp: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk) => {
          raw += String(chunk);
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((address) => address.address).join(','), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    testApp = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'SafeSteps <no-reply@safesteps.example>' },
    });
  });

  afterAll(async () => {
    await testApp.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the verification e-mail with a text and an HTML part', async () => {
    const email = uniqueEmail();
    expect((await register(testApp, email)).statusCode).toBe(200);
    const message = received.find((entry) => entry.to === email);
    expect(message?.raw).toContain('From: SafeSteps <no-reply@safesteps.example>');
    expect(message?.raw).toContain('Subject: Please confirm your email address for SafeSteps');
    expect(message?.raw).toContain('Content-Type: text/plain');
    expect(message?.raw).toContain('Content-Type: text/html');
    expect(message?.raw.replace(/=\r?\n/g, '')).toContain('http://localhost:3000/verify?token=3D');
  });

  it('has no /dev/mailbox', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Mailbox');
  });
});

describe('the outbox (no SMTP_URL)', () => {
  it('lists sent messages newest first at /dev/mailbox, with clickable links', async () => {
    const testApp = await createTestApp();
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await register(testApp, first);
    await register(testApp, second);
    const response = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.indexOf(second)).toBeLessThan(response.body.indexOf(first));
    expect(response.body).toMatch(/<a href="http:\/\/localhost:3000\/verify\?token=[\w-]+">/);
    await testApp.close();
  });
});
