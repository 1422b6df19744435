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
 * Every message in an outbox folder, oldest first. A message erased while the folder is read (an
 * account deleted at that moment) is left out rather than failing the read.
 */
export async function readOutboxDir(dir: string): Promise<OutboxEntry[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const entries = await Promise.all(
    files
      .filter((file) => file.endsWith('.json'))
      .map((file) =>
        readFile(join(dir, file), 'utf8').then(
          (text) => JSON.parse(text) as OutboxEntry,
          (error: NodeJS.ErrnoException) => {
            if (error.code === 'ENOENT') return undefined;
            throw error;
          },
        ),
      ),
  );
  return entries.filter((entry) => entry !== undefined).sort((a, b) => a.id.localeCompare(b.id));
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
  const list = async () => (await readOutboxDir(options.dir)).reverse();
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
