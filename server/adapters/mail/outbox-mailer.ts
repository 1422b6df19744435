import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Clock } from '../../clock.ts';
import type { Mailer, MailMessage } from './mailer.ts';

export interface OutboxEntry extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
}

/**
 * The embedded mail default: each message becomes a real RFC 822 `.eml` file (built by nodemailer)
 * beside a `.json` copy that /dev/mailbox and the browser tests read.
 */
export function createOutboxMailer(options: {
  dir: string;
  from: string;
  clock: Clock;
  log: FastifyBaseLogger;
}): Mailer & {
  dir: string;
  list(): Promise<OutboxEntry[]>;
} {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // Keeps messages sent in the same millisecond in the order they were sent.
  let sequence = 0;
  async function list(): Promise<OutboxEntry[]> {
    const files = await readdir(options.dir).catch(() => [] as string[]);
    const entries = await Promise.all(
      files
        .filter((file) => file.endsWith('.json'))
        .map(async (file) => JSON.parse(await readFile(join(options.dir, file), 'utf8')) as OutboxEntry),
    );
    return entries.sort((a, b) => b.id.localeCompare(a.id));
  }
  return {
    kind: 'outbox',
    dir: options.dir,
    async send(message) {
      await mkdir(options.dir, { recursive: true });
      const sentAt = options.clock();
      sequence += 1;
      const id = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
      const info = await transport.sendMail({ from: options.from, ...message, date: sentAt });
      const entry: OutboxEntry = { id, from: options.from, sentAt: sentAt.toISOString(), ...message };
      await writeFile(join(options.dir, `${id}.eml`), info.message as Buffer);
      await writeFile(join(options.dir, `${id}.json`), JSON.stringify(entry, null, 2));
      options.log.info(
        { mailId: id, subject: message.subject },
        'e-mail written to the outbox; open /dev/mailbox to read it',
      );
    },
    list,
    async eraseMailTo(address) {
      const erased = (await list()).filter((entry) => entry.to.toLowerCase() === address.toLowerCase());
      await Promise.all(
        erased.flatMap((entry) =>
          [`${entry.id}.json`, `${entry.id}.eml`].map((file) => rm(join(options.dir, file), { force: true })),
        ),
      );
    },
    close: async () => {},
  };
}
