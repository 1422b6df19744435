import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { stdSerializers } from 'pino';
import type { Config } from '../config.ts';

const SECRET_QUERY_PARAMS = new Set(['token', 'session_id', 'key']);

/** A parameter's name as a server might read it: percent-decoded (more than once), any case, no spaces. */
function plainName(name: string): string {
  let plain = name;
  for (let round = 0; round < 3 && plain.includes('%'); round += 1) {
    try {
      plain = decodeURIComponent(plain);
    } catch {
      break;
    }
  }
  return plain.replace(/[\s+]/g, '').toLowerCase();
}

/**
 * Links carry single-use tokens and the mailbox its key; the log keeps the path and never the
 * secret, however the parameter's name is spelt (`?KEY=`, `?%6Bey=`).
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const parameters = url.slice(queryStart + 1).split('&');
  const redacted = parameters.map((parameter) => {
    const equals = parameter.indexOf('=');
    if (equals < 0 || !SECRET_QUERY_PARAMS.has(plainName(parameter.slice(0, equals)))) return parameter;
    return `${parameter.slice(0, equals)}=[redacted]`;
  });
  return `${url.slice(0, queryStart + 1)}${redacted.join('&')}`;
}

/** The parts of a database error that say what went wrong and where, and nothing of the data. */
const DATABASE_ERROR_FIELDS = ['code', 'constraint', 'table', 'column', 'severity', 'routine'] as const;

/**
 * An error from the database, or wrapping one: the query builder's error carries the SQL and its
 * parameters (an e-mail, a password hash), and the server's message and detail can quote a value.
 */
function isDatabaseError(error: Error): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if ('params' in current || 'severity' in current) return true;
    current = current.cause;
  }
  return false;
}

/**
 * A database error as its code and constraint (from the first error in its chain that has them),
 * with a message built from those alone and no stack; any other error in full.
 */
export function serializeError(error: Error): { [key: string]: unknown; type: string; message: string; stack: string } {
  if (!(error instanceof Error) || !isDatabaseError(error)) return stdSerializers.err(error);
  const fields: Record<string, string | number> = {};
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    for (const field of DATABASE_ERROR_FIELDS) {
      const value = (current as unknown as Record<string, unknown>)[field];
      if (fields[field] === undefined && (typeof value === 'string' || typeof value === 'number'))
        fields[field] = value;
    }
    current = current.cause;
  }
  const where = fields.constraint ? ` (constraint ${fields.constraint})` : '';
  const message = `database error ${fields.code ?? 'without a code'}${where}`;
  return { ...fields, type: 'DatabaseError', message, stack: message };
}

export function loggerOptions(config: Config, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      err: serializeError,
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}

/** Load balancers and orchestrators ask these every few seconds; a line each would drown the log. */
const PROBES = new Set(['/api/health', '/api/ready']);

/**
 * One line per request, once it is answered, with its method and address (Fastify's default is a
 * second line on arrival). Probes are logged at debug.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log[PROBES.has(request.url) ? 'debug' : 'info'](fields, 'request completed');
  }
}
