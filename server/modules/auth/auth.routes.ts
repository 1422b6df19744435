import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CurrentUserResponse,
  ForgotPasswordBody,
  LoginBody,
  LoginResponse,
  MessageResponse,
  RegisterBody,
  RegisterResponse,
  ResetPasswordBody,
  ResetPasswordResponse,
  SignedUpHereResponse,
  VerifyBody,
  VerifyResponse,
} from '../../../contract/auth.ts';
import { type AuthService, toPublicUser } from './auth.service.ts';
import { authOf, type SessionCookie, type SignUpMarkerCookie } from './session-cookie.ts';

export const authRoutes: FastifyPluginAsyncZod<{
  authService: AuthService;
  sessionCookie: SessionCookie;
  signUpMarkerCookie: SignUpMarkerCookie;
}> = async (app, { authService, sessionCookie, signUpMarkerCookie }) => {
  app.post(
    '/register',
    { schema: { body: RegisterBody, response: { 200: RegisterResponse } } },
    async (request, reply) => {
      const { answer, signUpMarker } = await authService.register(request.body, request.ip);
      signUpMarkerCookie.set(reply, signUpMarker);
      return answer;
    },
  );

  app.post('/login', { schema: { body: LoginBody, response: { 200: LoginResponse } } }, async (request, reply) => {
    const signedIn = await authService.login(request.body, request.ip, sessionCookie.read(request));
    sessionCookie.set(reply, signedIn);
    return { user: signedIn.user };
  });

  app.post('/logout', async (request, reply) => {
    await authService.logout(sessionCookie.read(request));
    sessionCookie.clear(reply);
    return { success: true };
  });

  app.get(
    '/me',
    { schema: { response: { 200: CurrentUserResponse } }, onRequest: sessionCookie.requireUser },
    async (request) => ({ user: toPublicUser(authOf(request).user) }),
  );

  app.get('/signed-up-here', { schema: { response: { 200: SignedUpHereResponse } } }, async (request) => ({
    signedUpHere: authService.signedUpHere(signUpMarkerCookie.read(request)),
  }));

  app.post('/verify', { schema: { body: VerifyBody, response: { 200: VerifyResponse } } }, async (request, reply) => {
    reply.header('referrer-policy', 'no-referrer');
    const verified = await authService.verifyEmail(request.body.token, request.ip, {
      sessionToken: sessionCookie.read(request),
      signUpMarker: signUpMarkerCookie.read(request),
    });
    if ('alreadyVerified' in verified) {
      return { success: true as const, outcome: 'already-verified' as const, user: verified.alreadyVerified };
    }
    if ('verifiedElsewhere' in verified) {
      return { success: true as const, outcome: 'verified' as const, email: verified.verifiedElsewhere.email };
    }
    sessionCookie.set(reply, verified.signedIn);
    signUpMarkerCookie.clear(reply);
    return { success: true as const, outcome: 'signed-in' as const, user: verified.signedIn.user };
  });

  app.post(
    '/forgot-password',
    { schema: { body: ForgotPasswordBody, response: { 200: MessageResponse } } },
    async (request) => authService.forgotPassword(request.body.email, request.ip),
  );

  app.post(
    '/reset-password',
    { schema: { body: ResetPasswordBody, response: { 200: ResetPasswordResponse } } },
    async (request, reply) => {
      reply.header('referrer-policy', 'no-referrer');
      const signedIn = await authService.resetPassword(request.body.token, request.body.newPassword, request.ip);
      sessionCookie.set(reply, signedIn);
      return { success: true as const, user: signedIn.user };
    },
  );
};
