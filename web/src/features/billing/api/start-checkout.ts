import { type CreateCheckoutBody, RedirectResponse } from '@contract/billing.ts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { followRedirect } from '../follow-redirect.ts';

export function startCheckout(body: CreateCheckoutBody) {
  return apiRequest('/api/stripe/create-checkout', RedirectResponse, { method: 'POST', body });
}

export function useStartCheckout(navigate: (path: string) => void) {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => followRedirect(url, navigate),
  });
}
