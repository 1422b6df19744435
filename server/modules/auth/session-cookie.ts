import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../../contract/auth.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { type Authenticated, type AuthService, SESSION_POLICY, type SignedIn } from './auth.service.ts';

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

/** The authenticated caller; only valid in routes guarded by requireUser. */
export function authOf(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.signedOut);
  return request.auth;
}
