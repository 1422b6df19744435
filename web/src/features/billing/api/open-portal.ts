import { RedirectResponse } from '@contract/billing.ts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client.ts';
import { toast } from '@/ui/toast-store.ts';
import { BILLING_TOASTS } from '../billing-copy.ts';
import { followRedirect } from '../follow-redirect.ts';

export function openPortal() {
  return apiRequest('/api/stripe/create-portal-session', RedirectResponse, { method: 'POST' });
}

/** Manage Subscription: the provider's portal, with a toast for each failure code. */
export function useOpenPortal(navigate: (path: string) => void) {
  return useMutation({
    mutationFn: openPortal,
    onSuccess: ({ url }) => followRedirect(url, navigate),
    onError: (error) => {
      if (isApiError(error, 'NO_SUBSCRIPTION')) toast({ ...BILLING_TOASTS.noSubscription, tone: 'destructive' });
      else if (isApiError(error, 'NO_CUSTOMER')) toast({ ...BILLING_TOASTS.noCustomer, tone: 'destructive' });
      else toast({ title: 'Error', description: error.message || BILLING_TOASTS.portalFallback, tone: 'destructive' });
    },
  });
}
