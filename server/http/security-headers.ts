import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config.ts';

/** A strict policy the built app passes: no inline script, no third-party origin. */
export function securityHeaders(config: Config): FastifyHelmetOptions {
  const isHttps = config.appUrl.protocol === 'https:';
  return {
    global: true,
    // The app's dialogs add one <style> tag; it carries this per-response nonce (see index.html).
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    permittedCrossDomainPolicies: { permittedPolicies: 'none' },
  };
}

/** Browser features SafeSteps never uses; speech synthesis and Web Audio need no permission. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';
