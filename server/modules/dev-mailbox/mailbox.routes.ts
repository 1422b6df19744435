import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { OutboxEntry } from '../../adapters/mail/outbox-mailer.ts';
import { cspNonce } from '../../http/security-headers.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Plain text with its links made clickable: the text part is what the outbox shows. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function renderMessage(entry: OutboxEntry): string {
  return `<article>
<h2>${escapeHtml(entry.subject)}</h2>
<p class="meta">To ${escapeHtml(entry.to)} · ${escapeHtml(new Date(entry.sentAt).toUTCString())}</p>
<pre>${linkify(entry.text)}</pre>
</article>`;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared as digests, so neither the time taken nor a length check tells how much of a guess was right. */
function isKey(given: unknown, key: string): boolean {
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(key));
}

const LOCKED_PAGE = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>Mailbox — SafeSteps</title></head>
<body><main><h1>Mailbox</h1>
<p>This mailbox is for whoever runs this SafeSteps server. Open the link printed in the server's log when it started; the key is also in secrets.json in its data folder.</p>
</main></body></html>`;

/**
 * While mail goes to the embedded outbox, the person running SafeSteps reads it here (newest
 * first), with the key from the start-up log: the outbox holds every reset link, so anyone else
 * gets a locked page. It is registered only for the outbox; with SMTP the path does not exist.
 */
export const devMailboxRoutes: FastifyPluginAsync<{ list: () => Promise<OutboxEntry[]>; key: string }> = async (
  app,
  { list, key },
) => {
  app.get<{ Querystring: { key?: unknown } }>('/dev/mailbox', async (request, reply) => {
    // The page links to /verify and /reset-password; its own address (and key) must not follow as a Referer.
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8');
    if (!isKey(request.query.key, key)) return reply.status(403).send(LOCKED_PAGE);
    const entries = await list();
    const nonce = cspNonce(reply.raw);
    return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox — SafeSteps (development)</title>
<style nonce="${nonce}">
body{font-family:system-ui,sans-serif;margin:0;background:#f9f9f8;color:#21201c;line-height:1.5}
main{max-width:760px;margin:0 auto;padding:24px 16px}
h1{font-size:1.6rem;margin:0 0 4px}
.lead{color:#63635e;margin:0 0 24px}
article{background:#fff;border:1px solid #dad9d6;border-radius:16px;padding:16px 20px;margin:0 0 16px}
h2{font-size:1.15rem;margin:0}
.meta{color:#63635e;font-size:.9rem;margin:4px 0 12px}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:0}
a{color:#3a5bc7;font-weight:bold}
</style></head>
<body><main>
<h1>Mailbox</h1>
<p class="lead">E-mails SafeSteps has sent while no mail server is configured, newest first. They are also saved as .eml files in the data folder.</p>
${entries.length === 0 ? '<p>No e-mails yet.</p>' : entries.map(renderMessage).join('\n')}
</main></body></html>`;
  });
};
