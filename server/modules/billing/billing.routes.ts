import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateCheckoutBody,
  DemoCheckoutParams,
  DemoCheckoutResponse,
  DemoCompleteBody,
  DemoSubscriptionResponse,
  PremiumStatusResponse,
  RedirectResponse,
  StripeConfigResponse,
  SuccessResponse,
} from '../../../contract/billing.ts';
import { authOf, type SessionCookie } from '../auth/session-cookie.ts';
import type { BillingService } from './billing.service.ts';

interface BillingRouteOptions {
  billingService: BillingService;
  sessionCookie: SessionCookie;
}

export const premiumRoutes: FastifyPluginAsyncZod<BillingRouteOptions> = async (
  app,
  { billingService, sessionCookie },
) => {
  app.get(
    '/status',
    { schema: { response: { 200: PremiumStatusResponse } }, onRequest: sessionCookie.requireUser },
    async (request) => billingService.premiumStatus(authOf(request).user.id),
  );
};

const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

/** `/api/stripe/*` the spec names, with Stripe or the demo behind them: prices, a checkout, the portal. */
export const paymentRoutes: FastifyPluginAsyncZod<BillingRouteOptions> = async (
  app,
  { billingService, sessionCookie },
) => {
  const requireUser = sessionCookie.requireUser;

  app.get('/config', { schema: { response: { 200: StripeConfigResponse } } }, async () =>
    billingService.pricingConfig(),
  );

  app.post(
    '/create-checkout',
    { schema: { body: CreateCheckoutBody, response: { 200: RedirectResponse } }, onRequest: requireUser },
    async (request) => ({ url: await billingService.startCheckout(authOf(request).user, request.body) }),
  );

  app.post(
    '/create-portal-session',
    { schema: { response: { 200: RedirectResponse } }, onRequest: requireUser },
    async (request) => ({ url: await billingService.openPortal(authOf(request).user.id) }),
  );
};

/** `/api/stripe/webhook`: registered only when Stripe is configured. */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ billingService: BillingService }> = async (
  app,
  { billingService },
) => {
  // The signature covers the exact bytes Stripe sent, so this route keeps the body raw.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  app.post('/webhook', { config: { allowCrossOrigin: true }, bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, async (request) => {
    const signature = request.headers['stripe-signature'];
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const outcome = await billingService.handleWebhook(body, typeof signature === 'string' ? signature : undefined);
    return { received: true, outcome };
  });
};

/** `/api/demo/*`: the demo checkout and portal, registered only when Stripe is not configured. */
export const demoPaymentRoutes: FastifyPluginAsyncZod<BillingRouteOptions> = async (
  app,
  { billingService, sessionCookie },
) => {
  const requireUser = sessionCookie.requireUser;

  app.get(
    '/checkout/:checkoutId',
    { schema: { params: DemoCheckoutParams, response: { 200: DemoCheckoutResponse } }, onRequest: requireUser },
    async (request) => billingService.demoCheckout(authOf(request).user.id, request.params.checkoutId),
  );

  app.post(
    '/complete',
    { schema: { body: DemoCompleteBody, response: { 200: RedirectResponse } }, onRequest: requireUser },
    async (request) => {
      await billingService.completeDemoCheckout(authOf(request).user.id, request.body.checkoutId);
      // The same return address Stripe uses, so the payment page reads one query parameter.
      return { url: `/payment-success?session_id=${encodeURIComponent(request.body.checkoutId)}` };
    },
  );

  app.get(
    '/subscription',
    { schema: { response: { 200: DemoSubscriptionResponse } }, onRequest: requireUser },
    async (request) => billingService.demoSubscription(authOf(request).user.id),
  );

  app.post('/cancel', { schema: { response: { 200: SuccessResponse } }, onRequest: requireUser }, async (request) => {
    await billingService.cancelDemoSubscription(authOf(request).user.id);
    return { success: true as const };
  });
};
