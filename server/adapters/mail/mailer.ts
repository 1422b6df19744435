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
  close(): Promise<void>;
}
