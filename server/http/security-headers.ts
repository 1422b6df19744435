import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';
import { isApiRoute } from './request-guards.ts';

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
    xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
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

/**
 * API responses are data, never a document: they may load nothing and be framed by nothing, and
 * they carry what OWASP's REST cheat sheet asks of an API (no-store, nosniff, frame-ancestors and
 * X-Frame-Options, HSTS) plus CORP and the referrer and permissions policies. The headers that only
 * a document reads (opener policy, origin-agent cluster, DNS prefetch, IE's download and XSS
 * filters, Flash's cross-domain policy) are left off: every API answer would carry ~190 bytes for
 * nothing.
 */
export function apiSecurityHeaders(config: Config): HelmetOptions {
  return {
    ...commonHeaders(config),
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  };
}

function commonHeaders(config: Config) {
  const isHttps = config.appUrl.protocol === 'https:';
  return {
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' as const },
  } satisfies HelmetOptions;
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
    if (isApiRoute(request)) {
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
