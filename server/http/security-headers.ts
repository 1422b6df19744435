import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
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

/** Browser features SafeSteps never uses; speech synthesis and Web Audio need no permission. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/** A strict policy the built app passes: no inline script, no third-party origin, one nonced <style>. */
function pagePolicy(nonce: string, isHttps: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(isHttps ? ['upgrade-insecure-requests'] : []),
  ].join(';');
}

/**
 * Security headers on every response. API answers are data, never a document:
 * they load and frame nothing and are never stored, as OWASP's REST cheat sheet asks; the headers
 * only a document reads (opener policy, origin-agent cluster, DNS prefetch, IE's download and XSS
 * filters, Flash's cross-domain policy) go on pages alone, or every API answer would carry ~190
 * bytes for nothing. Pages get their policy per response, for the nonce, on the raw response, so
 * that files sent by @fastify/static carry them too. An API answer's fixed set is handed to Fastify
 * in one object, written with the status line, rather than set and validated one by one.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const isHttps = config.appUrl.protocol === 'https:';
  const common: Record<string, string> = {
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(isHttps ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'permissions-policy': PERMISSIONS_POLICY,
  };
  const apiHeaders = {
    ...common,
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cache-control': 'no-store',
  };
  const pageHeaders = Object.entries({
    ...common,
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiRoute(request)) {
      reply.headers(apiHeaders);
    } else {
      for (const [name, value] of pageHeaders) reply.raw.setHeader(name, value);
      reply.raw.setHeader('content-security-policy', pagePolicy(cspNonce(reply.raw), isHttps));
    }
    done();
  });
}
