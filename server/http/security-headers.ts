import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

const nonces = new WeakMap<ServerResponse, string>();

/** The response's own nonce for the one <style> tag the app's dialogs add; made on first use. */
export function cspNonce(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    nonce = randomBytes(16).toString('hex');
    nonces.set(response, nonce);
  }
  return nonce;
}

/** A strict policy the built app passes: no inline script, no third-party origin. */
export function securityHeaders(config: Config): HelmetOptions {
  return {
    ...commonHeaders(config),
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", (_request, response) => `'nonce-${cspNonce(response as ServerResponse)}'`],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.appUrl.protocol === 'https:' ? { upgradeInsecureRequests: [] } : {}),
      },
    },
  };
}

/** API responses are data, never a document: they may load nothing and be framed by nothing (OWASP REST). */
export function apiSecurityHeaders(config: Config): HelmetOptions {
  return {
    ...commonHeaders(config),
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  };
}

function commonHeaders(config: Config): HelmetOptions {
  const isHttps = config.appUrl.protocol === 'https:';
  return {
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
  };
}

/** The headers a helmet middleware sets when it needs nothing from the request. */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Helmet's headers, and the permissions policy, on every response. Pages get theirs per response,
 * for the nonce; API responses get one set worked out at start-up, never cached, since building
 * them per request cost more than the rest of a health check (see bench/http.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const setPageHeaders = helmet(securityHeaders(config));
  const apiHeaders = {
    ...headersOf(helmet(apiSecurityHeaders(config))),
    'permissions-policy': PERMISSIONS_POLICY,
    'cache-control': 'no-store',
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) {
      reply.headers(apiHeaders);
      done();
      return;
    }
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    setPageHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}

/** Browser features SafeSteps never uses; speech synthesis and Web Audio need no permission. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';
