import { type CreateCheckoutBody, RedirectResponse } from '@contract/billing.ts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client.ts';
import { toast } from '@/ui/toast-store.ts';
import { BILLING_TOASTS } from '../billing-copy.ts';
import { followRedirect } from '../follow-redirect.ts';

export function startCheckout(body: CreateCheckoutBody) {
  return apiRequest('/api/stripe/create-checkout', RedirectResponse, { method: 'POST', body });
}

export function useStartCheckout(navigate: (path: string) => void) {
  return useMutation({
    mutationFn: startCheckout,
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
