import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BILLING_TOASTS,
  type CreateCheckoutBody,
  DemoCheckoutResponse,
  DemoSubscriptionResponse,
  RedirectResponse,
  StripeConfigResponse,
  SuccessResponse,
} from '../../../../../contract/billing.ts';
import { apiRequest, isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../ui/toast-store.ts';

/** Pages of our own (the demo checkout and portal) open in the app; Stripe's are a full redirect. */
export function followRedirect(url: string, navigate: (path: string) => void): void {
  const target = new URL(url, window.location.href);
  if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}`);
  else window.location.assign(target.href);
}

/** Pricing configuration is cached 5 minutes. */
export function useStripeConfig() {
  return useQuery({
    queryKey: ['stripe', 'config'],
    staleTime: 5 * 60_000,
    queryFn: () => apiRequest('/api/stripe/config', StripeConfigResponse),
  });
}

export function useStartCheckout(navigate: (path: string) => void) {
  return useMutation({
    mutationFn: (body: CreateCheckoutBody) =>
      apiRequest('/api/stripe/create-checkout', RedirectResponse, { method: 'POST', body }),
    onSuccess: ({ url }) => followRedirect(url, navigate),
    onError: (error) => {
      if (isApiError(error, 'UNAUTHORIZED')) {
        toast({ ...BILLING_TOASTS.authRequired, tone: 'destructive' });
        return;
      }
      toast({
        title: BILLING_TOASTS.paymentError,
        description: error.message || BILLING_TOASTS.checkoutFallback,
        tone: 'destructive',
      });
    },
  });
}

/** Manage Subscription: the provider's portal, with a toast for each failure code. */
export function useOpenPortal(navigate: (path: string) => void) {
  return useMutation({
    mutationFn: () => apiRequest('/api/stripe/create-portal-session', RedirectResponse, { method: 'POST' }),
    onSuccess: ({ url }) => followRedirect(url, navigate),
    onError: (error) => {
      if (isApiError(error, 'NO_SUBSCRIPTION')) toast({ ...BILLING_TOASTS.noSubscription, tone: 'destructive' });
      else if (isApiError(error, 'NO_CUSTOMER')) toast({ ...BILLING_TOASTS.noCustomer, tone: 'destructive' });
      else toast({ title: 'Error', description: error.message || BILLING_TOASTS.portalFallback, tone: 'destructive' });
    },
  });
}

export function useDemoCheckout(sessionId: string) {
  return useQuery({
    queryKey: ['stripe', 'demo', 'checkout', sessionId],
    enabled: sessionId !== '',
    queryFn: () => apiRequest(`/api/stripe/demo/checkout/${encodeURIComponent(sessionId)}`, DemoCheckoutResponse),
  });
}

export function useCompleteDemoCheckout(navigate: (path: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiRequest('/api/stripe/demo/complete', RedirectResponse, { method: 'POST', body: { sessionId } }),
    onSuccess: async ({ url }) => {
      await queryClient.invalidateQueries({ queryKey: ['premium'] });
      navigate(url);
    },
    onError: (error) =>
      toast({
        title: BILLING_TOASTS.paymentError,
        description: error.message || BILLING_TOASTS.checkoutFallback,
        tone: 'destructive',
      }),
  });
}

export function useDemoSubscription() {
  return useQuery({
    queryKey: ['stripe', 'demo', 'subscription'],
    queryFn: () => apiRequest('/api/stripe/demo/subscription', DemoSubscriptionResponse),
  });
}

export function useCancelDemoSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/stripe/demo/cancel', SuccessResponse, { method: 'POST' }),
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      toast({
        title: 'Subscription cancelled',
        description: 'Your account is on the free plan now. Nothing was deleted.',
      });
    },
    onError: (error) =>
      toast({ title: 'Error', description: error.message || BILLING_TOASTS.portalFallback, tone: 'destructive' }),
  });
}
