import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    // Delivered mail is in the recipient's hands; nothing is kept here to erase.
    eraseMailTo: async () => {},
    close: async () => {
      transport.close();
    },
  };
}
