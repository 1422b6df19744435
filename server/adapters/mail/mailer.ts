export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends an e-mail; the embedded outbox and SMTP are both real implementations. */
export interface Mailer {
  kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  /** Forgets what was sent to an address whose account is deleted, where the mail is still held here. */
  eraseMailTo(address: string): Promise<void>;
  close(): Promise<void>;
}
