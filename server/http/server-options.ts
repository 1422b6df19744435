import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { FastifyHttpOptions, FastifyReply, FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../contract/errors.ts';
import type { Config } from '../config.ts';
import { loggerOptions, RequestLog } from './logger.ts';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
/** Fastify's types describe Ajv's compilers; Zod's take the same route definitions and return the same functions. */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

const BODY_LIMIT_BYTES = 64 * 1024;

/** A request id the client (or the proxy before us) chose is kept when it is plainly an id; otherwise a new one. */
function requestId(request: http.IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

/** The server's limits, log and validators, fixed when Fastify is created. */
export function serverOptions(config: Config, logStream?: NodeJS.WritableStream): FastifyHttpOptions<http.Server> {
  return {
    logger: loggerOptions(config, logStream),
    logController: new RequestLog(),
    genReqId: requestId,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Slow clients (trickled headers or bodies) are cut off with a 408 instead of holding a
    // connection; Node checks every connection on this interval, so it bounds how late the cut is.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(250, Math.min(5_000, config.requestTimeoutMs / 10)),
    },
    connectionTimeout: 60_000,
    // An address that cannot be decoded never reaches a route or the error handler; it gets the same answer shape.
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply).status(400).send({ error: MESSAGES.badAddress, code: 'BAD_REQUEST' });
    },
    // Zod validates and serializes; given up front, Fastify never loads its default compilers (Ajv).
    schemaController: { compilersFactory: ZOD_COMPILERS },
  };
}
