import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../../contract/auth.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { type Authenticated, type AuthService, SESSION_POLICY, type SignedIn } from './auth.service.ts';
import { SIGN_UP_MARKER_LIFETIME_MS } from './sign-up-marker.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: Authenticated;
  }
}

export interface SessionCookie {
  read(request: FastifyRequest): string | undefined;
  set(reply: FastifyReply, signedIn: SignedIn): void;
  clear(reply: FastifyReply): void;
  /** A preHandler: answers 401 unless a live session cookie comes with the request. */
  requireUser(request: FastifyRequest): Promise<void>;
}

/** `__Host-` prefixed and Secure over https; HttpOnly and SameSite=Lax always. */
export function createSessionCookie(config: Config, authService: AuthService): SessionCookie {
  const name = config.isHttps ? '__Host-safesteps_session' : 'safesteps_session';
  const options = { httpOnly: true, sameSite: 'lax', path: '/', secure: config.isHttps } as const;
  const read = (request: FastifyRequest) => request.cookies[name];
  return {
    read,
    set(reply, signedIn) {
      reply.setCookie(name, signedIn.sessionToken, { ...options, maxAge: SESSION_POLICY.absoluteMs / 1000 });
    },
    clear(reply) {
      reply.clearCookie(name, options);
    },
    async requireUser(request) {
      const auth = await authService.authenticate(read(request));
      if (!auth) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.signedOut);
      request.auth = auth;
    },
  };
}

/** The sign-up marker's cookie (see sign-up-marker.ts): the same attributes as the session's, for a day. */
export interface SignUpMarkerCookie {
  read(request: FastifyRequest): string | undefined;
  set(reply: FastifyReply, marker: string): void;
  clear(reply: FastifyReply): void;
}

export function createSignUpMarkerCookie(config: Config): SignUpMarkerCookie {
  const name = config.isHttps ? '__Host-safesteps_signup' : 'safesteps_signup';
  const options = { httpOnly: true, sameSite: 'lax', path: '/', secure: config.isHttps } as const;
  return {
    read: (request) => request.cookies[name],
    set(reply, marker) {
      reply.setCookie(name, marker, { ...options, maxAge: SIGN_UP_MARKER_LIFETIME_MS / 1000 });
    },
    clear(reply) {
      reply.clearCookie(name, options);
    },
  };
}

/** The authenticated caller; only valid in routes guarded by requireUser. */
export function authOf(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.signedOut);
  return request.auth;
}
