import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES } from '../../contract/errors.ts';
import { isKnownPage, MOVED_PAGES, PRERENDERED_PAGES, prerenderedFileName } from '../../contract/routes.ts';
import { cspNonce } from './security-headers.ts';

const ONE_YEAR_SECONDS = 31_536_000;
const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';
const TOKEN_PAGES = new Set(['/verify', '/reset-password']);
const PRECOMPRESSED_COPY = /\.(?:br|gz)$/i;

function cacheControlFor(path: string, webRoot: string): string {
  if (path.startsWith(join(webRoot, 'assets'))) return `public, max-age=${ONE_YEAR_SECONDS}, immutable`;
  return 'public, max-age=3600';
}

/** The public pages that the build prerendered (scripts/build-web.ts); a development build has none. */
function readPrerenderedPages(webRoot: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const path of PRERENDERED_PAGES) {
    const file = join(webRoot, 'prerendered', prerenderedFileName(path));
    if (existsSync(file)) pages.set(path, readFileSync(file, 'utf8'));
  }
  return pages;
}

/** A page from its template, with this response's own CSP nonce, never cached. */
function sendPage(reply: FastifyReply, template: string, status: number): FastifyReply {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(template.replaceAll(CSP_NONCE_PLACEHOLDER, cspNonce(reply.raw)));
}

/**
 * Serves the built React app: hashed assets cached for a year; pages never cached, each the
 * prerendered HTML where the build made one, else the empty index.html shell.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  const indexPath = webRoot === undefined ? undefined : join(webRoot, 'index.html');
  const indexTemplate = indexPath && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  if (webRoot && indexTemplate) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      // One route for every file, not a route per file: listing and routing ~150 files cost a start ~25 ms.
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // Pages are only ever sent by the page handlers below, with this response's CSP nonce; a
      // folder is not a file (send would refuse it with a 403), so it is simply not found. A
      // compressed copy is sent only for its file, when Accept-Encoding asks for it: asked for by
      // name, `/index.html.br` would be the page's template, sent raw and without its nonce.
      allowedPath: (pathName) =>
        pathName !== '/index.html' &&
        !pathName.startsWith('/prerendered/') &&
        !pathName.endsWith('/') &&
        !PRECOMPRESSED_COPY.test(pathName),
      setHeaders: (reply, path) => {
        reply.header('cache-control', cacheControlFor(path, webRoot));
      },
    });
    // Routes of their own, not the not-found handler, so @fastify/compress compresses them.
    for (const [path, template] of readPrerenderedPages(webRoot)) {
      app.get(path, (_request, reply) => sendPage(reply, template, 200));
    }
  }
  // Also reached from the static files' wildcard route, for a GET of any address it has no file for.
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!['GET', 'HEAD'].includes(request.method) || pathname.startsWith('/api/')) {
      return reply.status(404).send({ error: MESSAGES.notFound, code: 'NOT_FOUND' });
    }
    const movedTo = Object.hasOwn(MOVED_PAGES, pathname) ? MOVED_PAGES[pathname] : undefined;
    if (movedTo) return reply.redirect(movedTo + request.url.slice(pathname.length), 301);
    const status = isKnownPage(pathname) ? 200 : 404;
    // Pages opened from e-mailed links carry a token in their address; it must not leak in a Referer.
    if (TOKEN_PAGES.has(pathname)) reply.header('referrer-policy', 'no-referrer');
    if (!indexTemplate) {
      return reply
        .status(status)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run `npm run build`, or `npm start`, which builds it.');
    }
    return sendPage(reply, indexTemplate, status);
  });
}
