import type { MailMessage } from './mailer.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export interface EmailContent {
  to: string;
  subject: string;
  greetingName: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Said after the button, e.g. how long the link lasts. */
  afterAction?: string[];
}

const SIGN_OFF = 'With warm wishes,\nThe SafeSteps team';

/** One plain-text part and one HTML part, in SafeSteps' calm voice. */
export function composeEmail(content: EmailContent): MailMessage {
  const greeting = `Hi ${content.greetingName || 'there'},`;
  const text = [
    greeting,
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...(content.afterAction ?? []),
    SIGN_OFF,
  ].join('\n\n');

  const paragraph = (value: string) =>
    `<p style="margin:0 0 16px;font-size:17px;line-height:1.55;color:#21201c">${escapeHtml(value)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#3e63dd;color:#ffffff;font-weight:bold;font-size:17px;text-decoration:none;padding:14px 28px;border-radius:999px">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#63635e">If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(content.action.url)}</span></p>`
    : '';
  const html = `<!doctype html>
<html lang="en-GB"><body style="margin:0;background:#f9f9f8;font-family:Verdana,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff">
<p style="margin:0 0 24px;font-size:22px;font-weight:bold;color:#3a5bc7">SafeSteps</p>
${paragraph(greeting)}
${content.paragraphs.map(paragraph).join('\n')}
${button}
${(content.afterAction ?? []).map(paragraph).join('\n')}
${paragraph('With warm wishes,')}
${paragraph('The SafeSteps team')}
</div></body></html>`;
  return { to: content.to, subject: content.subject, text, html };
}
