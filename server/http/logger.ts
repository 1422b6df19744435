import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from '../config.ts';

const SECRET_QUERY_PARAMS = /([?&](?:token|session_id|key)=)[^&#]*/gi;

/** Links carry single-use tokens; the log keeps the path and never the secret. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[redacted]');
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
