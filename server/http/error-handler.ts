import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorCode, MESSAGES } from '../../contract/errors.ts';
import { AppError } from '../errors.ts';

const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'BAD_REQUEST', message: MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'BAD_REQUEST', message: MESSAGES.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.jsonOnly },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST', message: MESSAGES.invalidJson },
};

/** The code of an error Fastify or a plugin raised with only a status. */
function codeForStatus(status: number): ErrorCode {
  const codes: Record<number, ErrorCode> = {
    401: 'UNAUTHORIZED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    409: 'CONFLICT',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    429: 'RATE_LIMITED',
  };
  return codes[status] ?? 'BAD_REQUEST';
}

/** Connection failures and PostgreSQL's "server going away" states: the database, not the request, is at fault. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/** Walks the error's causes (query builders wrap the driver's error) looking for a lost database. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if ((typeof code === 'string' && UNAVAILABLE_CODES.has(code)) || UNAVAILABLE_MESSAGES.test(current.message)) {
      return true;
    }
    current = current.cause;
  }
  return false;
}

/**
 * Refusals a client's request earns, not faults of the server: a 503 saying the site has no
 * language model is the answer to a custom subject, every time, so it is logged like a 4xx.
 */
const EXPECTED_REFUSALS = new Set<ErrorCode>(['AI_NOT_CONFIGURED']);

/** One handler: people read the message, the web decides on the code, a 5xx never carries internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (EXPECTED_REFUSALS.has(error.code)) request.log.info({ code: error.code }, error.message);
      else if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.status).headers(error.headers).send({ error: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const messages = [...new Set(error.validation.map((issue) => issue.message))];
      return reply.status(400).send({ error: messages.join(' '), code: 'BAD_REQUEST' });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send({ error: known.message, code: known.code });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: error.message, code: codeForStatus(error.statusCode) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ error: MESSAGES.databaseUnavailable, code: 'SERVICE_UNAVAILABLE' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: MESSAGES.internal, code: 'INTERNAL' });
  });
}
