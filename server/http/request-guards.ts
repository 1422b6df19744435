import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../contract/errors.ts';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Signed server-to-server calls (payment webhooks) come from another origin by design. */
    allowCrossOrigin?: boolean;
  }
}

const API_PREFIX = '/api/';

/**
 * Whether the router sent this request to an API route. The raw address cannot say: the router
 * decodes it (`/%61pi/` reaches `/api/`) and takes the path out of an absolute-form request line
 * (`PATCH http://host/api/…`), so every API guard and header keys on the route that matched.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith(API_PREFIX) ?? false;
}

/** The path as the client spelled it, from either request-line form. */
function rawPath(request: FastifyRequest): string {
  const target = request.raw.url ?? '/';
  if (target.startsWith('/')) return target;
  try {
    return new URL(target).pathname;
  } catch {
    return target;
  }
}

/**
 * CSRF defence for cookie sessions: a state-changing API call must come from our own origin,
 * proven by `Origin` or, failing that, `Sec-Fetch-Site`. Only JSON bodies are parsed at all.
 */
export function registerRequestGuards(app: FastifyInstance, config: Config): void {
  app.removeContentTypeParser('text/plain');
  // A JSON request with no body (sign-out, for instance) is simply bodiless; anything else parses
  // as usual, prototype-poisoning keys refused.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
  const ownOrigin = config.appUrl.origin;

  app.addHook('onRequest', (request, _reply, done) => {
    if (!isApiRoute(request)) {
      done();
      return;
    }
    const isGuarded = STATE_CHANGING.has(request.method) && !request.routeOptions.config?.allowCrossOrigin;
    const origin = request.headers.origin;
    const isSameOrigin =
      origin !== undefined ? origin === ownOrigin : request.headers['sec-fetch-site'] === 'same-origin';
    if (isGuarded && !isSameOrigin) {
      done(new AppError('FORBIDDEN', MESSAGES.crossOrigin));
      return;
    }
    // The API is only ever called as /api/…; another spelling of it is someone probing the guards.
    done(rawPath(request).startsWith(API_PREFIX) ? undefined : new AppError('BAD_REQUEST', MESSAGES.badAddress));
  });
}
