import { RedirectResponse } from '@contract/billing.ts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { followRedirect } from '../follow-redirect.ts';

export function openPortal() {
  return apiRequest('/api/stripe/create-portal-session', RedirectResponse, { method: 'POST' });
}

/** Manage Subscription: the provider's portal (its failures are told by `portalAlert`). */
export function useOpenPortal(navigate: (path: string) => void) {
  return useMutation({
    mutationFn: openPortal,
    onSuccess: ({ url }) => followRedirect(url, navigate),
  });
}
