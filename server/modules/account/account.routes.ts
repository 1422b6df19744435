import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccountExport, ProfileResponse, SuccessResponse } from '../../../contract/account.ts';
import { ChangePasswordBody, DeleteAccountBody, UpdateProfileBody } from '../../../contract/auth.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { authOf, type SessionCookie } from '../auth/session-cookie.ts';
import type { AccountService } from './account.service.ts';

export const accountRoutes: FastifyPluginAsyncZod<{
  accountService: AccountService;
  authService: AuthService;
  sessionCookie: SessionCookie;
}> = async (app, { accountService, authService, sessionCookie }) => {
  // Before validation, so a signed-out caller hears 401 whatever the body.
  app.addHook('onRequest', sessionCookie.requireUser);

  app.patch('/profile', { schema: { body: UpdateProfileBody, response: { 200: ProfileResponse } } }, async (request) =>
    accountService.updateProfile(authOf(request), request.body),
  );

  app.post(
    '/change-password',
    { schema: { body: ChangePasswordBody, response: { 200: SuccessResponse } } },
    async (request, reply) => {
      const signedIn = await authService.changePassword(
        authOf(request),
        request.body.currentPassword,
        request.body.newPassword,
      );
      sessionCookie.set(reply, signedIn);
      return { success: true as const, message: 'Your password has been changed successfully.' };
    },
  );

  app.delete(
    '/account',
    { schema: { body: DeleteAccountBody, response: { 200: SuccessResponse } } },
    async (request, reply) => {
      await accountService.deleteAccount(authOf(request), request.body.confirmPassword);
      sessionCookie.clear(reply);
      return { success: true as const, message: 'Your account has been permanently deleted.' };
    },
  );

  app.get('/export', { schema: { response: { 200: AccountExport } } }, async (request, reply) => {
    reply.header('content-disposition', 'attachment; filename="safesteps-export.json"');
    return accountService.exportAccount(authOf(request));
  });
};
