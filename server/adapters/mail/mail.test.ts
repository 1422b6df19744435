import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, readOutbox, register, STRONG_PASSWORD, signUpParent, uniqueEmail } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createOutboxMailer } from './outbox-mailer.ts';

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
    await testApp.app.services.mailQueue.idle();
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

/** The key the server printed at start, as an operator copies it from the log. */
function keyFromStartLog(testApp: TestApp): string {
  const line = testApp.logs.find((entry) => entry.includes('/dev/mailbox?key='));
  const key = line && /\/dev\/mailbox\?key=([\w-]+)/.exec(line)?.[1];
  if (!key) throw new Error('no mailbox link in the start-up log');
  return key;
}

describe('the outbox (no SMTP_URL)', () => {
  it('lists sent messages newest first at /dev/mailbox, with clickable links', async () => {
    const testApp = await createTestApp();
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await register(testApp, first);
    await register(testApp, second);
    await testApp.app.services.mailQueue.idle();
    const response = await testApp.app.inject({ method: 'GET', url: `/dev/mailbox?key=${keyFromStartLog(testApp)}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.indexOf(second)).toBeLessThan(response.body.indexOf(first));
    expect(response.body).toMatch(/<a href="http:\/\/localhost:3000\/verify\?token=[\w-]+">/);
    await testApp.close();
  });
});

describe('T71 outbox-private: the outbox is for the operator only', () => {
  it('T71 outbox-private: /dev/mailbox without its key, or with a wrong one, shows no message and no address', async () => {
    const testApp = await createTestApp();
    const victim = uniqueEmail('victim');
    await register(testApp, victim);
    await testApp.app.services.mailQueue.idle();
    for (const url of ['/dev/mailbox', '/dev/mailbox?key=', '/dev/mailbox?key=guess', '/dev/mailbox?key=a&key=b']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(403);
      expect(response.body).not.toContain(victim);
      expect(response.body).not.toContain('token=');
      expect(response.body).toContain('Open the link printed in the server');
    }
    await testApp.close();
  });

  it('T71 outbox-private: the key is printed in the start-up log and kept in the data folder, and opens the mailbox', async () => {
    const testApp = await createTestApp();
    const key = keyFromStartLog(testApp);
    const stored = JSON.parse(readFileSync(join(testApp.config.dataDir, 'secrets.json'), 'utf8'));
    expect(stored.mailboxKey).toBe(key);
    expect(key.length).toBeGreaterThanOrEqual(43);
    const email = uniqueEmail();
    await register(testApp, email);
    await testApp.app.services.mailQueue.idle();
    const opened = await testApp.app.inject({ method: 'GET', url: `/dev/mailbox?key=${key}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain(email);
    expect(opened.headers['referrer-policy']).toBe('no-referrer');
    // The request log keeps the page's path, never its key.
    expect(testApp.logs.filter((line) => line.includes('"url":"/dev/mailbox')).join('')).not.toContain(key);
    await testApp.close();
  });

  it('T90 mailbox-key-redacted: the key never reaches the log, however its parameter is spelt', async () => {
    const testApp = await createTestApp();
    const key = keyFromStartLog(testApp);
    const spellings = ['key', 'KEY', 'Key', '%6Bey', '%6bEY', 'k%65y', '%256Bey', 'key%20', '+key'];
    for (const name of spellings) {
      await testApp.app.inject({ method: 'GET', url: `/dev/mailbox?lang=en&${name}=${key}` });
    }
    const requests = testApp.logs.filter((line) => line.includes('"url":"/dev/mailbox'));
    expect(requests).toHaveLength(spellings.length);
    expect(requests.join('')).not.toContain(key);
    expect(requests.join('')).toContain('lang=en');
    await testApp.close();
  });

  it('T71 outbox-private: the same data folder keeps the same key across restarts', async () => {
    const first = await createTestApp();
    const key = keyFromStartLog(first);
    await first.close();
    const second = await createTestApp({ env: { DATA_DIR: first.config.dataDir } });
    expect(keyFromStartLog(second)).toBe(key);
    await second.close();
  });

  it('T71 outbox-private: in production with no SMTP_URL the start log says plainly that mail stays in the outbox', async () => {
    const testApp = await createTestApp({ env: { NODE_ENV: 'production' } });
    const warning = testApp.logs.map((line) => JSON.parse(line)).find((line) => line.msg.includes('No SMTP_URL'));
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toContain('no e-mail leaves this server');
    expect(warning?.msg).toContain('stays in the outbox');
    await testApp.close();
  });
});

describe('T79 deletion-erases-mail', () => {
  it('T79 deletion-erases-mail: deleting an account removes its outbox messages and keeps everyone else’s', async () => {
    const testApp = await createTestApp();
    const leaving = await signUpParent(testApp);
    const staying = await signUpParent(testApp);
    expect((await readOutbox(testApp)).some((entry) => entry.to === leaving.email)).toBe(true);
    const deleted = await callAs(testApp, leaving, 'DELETE', '/api/user/account', { confirmPassword: STRONG_PASSWORD });
    expect(deleted.statusCode).toBe(200);
    const left = await readOutbox(testApp);
    expect(left.some((entry) => entry.to === leaving.email)).toBe(false);
    expect(left.some((entry) => entry.to === staying.email)).toBe(true);
    const files = readdirSync(join(testApp.config.dataDir, 'mail'));
    expect(files.filter((file) => file.endsWith('.eml'))).toHaveLength(left.length);
    await testApp.close();
  });
});

describe('T88 mail-after-deletion', () => {
  it('T88 mail-after-deletion: a “password changed” mail racing the account’s deletion is gone once both are done, 20 rounds', async () => {
    const testApp = await createTestApp();
    const rounds = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const parent = await signUpParent(testApp);
        const [changed, deleted] = await Promise.all([
          callAs(testApp, parent, 'POST', '/api/user/change-password', {
            currentPassword: STRONG_PASSWORD,
            newPassword: 'another-long-phrase-77',
            confirmPassword: 'another-long-phrase-77',
          }),
          callAs(testApp, parent, 'DELETE', '/api/user/account', { confirmPassword: STRONG_PASSWORD }),
        ]);
        return { email: parent.email, changed: changed.statusCode, deleted: deleted.statusCode };
      }),
    );
    // Both calls checked the same password at once and both went through, so the race is real: the
    // change queued its mail and then found its account gone when it rotated the session (401), or
    // finished first (200).
    const raced = rounds.filter((round) => round.deleted === 200 && [200, 401].includes(round.changed));
    expect(raced.length).toBeGreaterThan(10);
    const outbox = await readOutbox(testApp);
    for (const round of rounds.filter((entry) => entry.deleted === 200)) {
      expect(outbox.filter((entry) => entry.to === round.email).map((entry) => entry.subject)).toEqual([]);
    }
    expect(testApp.logs.join('\n')).not.toContain('could not send e-mail');
    await testApp.close();
  });
});

describe('the outbox read while accounts are erased', () => {
  it('lists what is left, never failing on a message erased mid-read', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'safesteps-outbox-'));
    const mailer = createOutboxMailer({
      dir,
      from: 'SafeSteps <no-reply@safesteps.example>',
      clock: () => new Date(),
      log: pino({ level: 'silent' }),
    });
    const addresses = Array.from({ length: 20 }, (_, index) => `parent${index}@example.com`);
    for (const to of addresses) {
      for (let copy = 0; copy < 5; copy += 1)
        await mailer.send({ to, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });
    }
    const keep = 'keep@example.com';
    await mailer.send({ to: keep, subject: 'Kept', text: 'Kept', html: '<p>Kept</p>' });
    // Erased one account after another while the outbox is read over and over, as /dev/mailbox and
    // a deletion's own clean-up read it.
    let erasing = true;
    const erase = (async () => {
      for (const to of addresses) await mailer.eraseMailTo(to);
      erasing = false;
    })();
    let reads = 0;
    const read = (async () => {
      while (erasing) {
        await mailer.list();
        reads += 1;
      }
    })();
    await Promise.all([erase, read]);
    expect(reads).toBeGreaterThan(1);
    expect((await mailer.list()).map((entry) => entry.to)).toEqual([keep]);
    await rm(dir, { recursive: true, force: true });
  });
});
