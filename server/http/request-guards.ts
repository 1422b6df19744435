import type { FastifyInstance } from 'fastify';
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
    const isGuarded =
      STATE_CHANGING.has(request.method) &&
      request.url.startsWith('/api/') &&
      !request.routeOptions.config?.allowCrossOrigin;
    const origin = request.headers.origin;
    const isSameOrigin =
      origin !== undefined ? origin === ownOrigin : request.headers['sec-fetch-site'] === 'same-origin';
    done(isGuarded && !isSameOrigin ? new AppError('FORBIDDEN', MESSAGES.crossOrigin) : undefined);
  });
}
