import { DemoCheckoutResponse } from '@contract/billing.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const demoCheckoutQueryKey = (sessionId: string) => ['stripe', 'demo', 'checkout', sessionId] as const;

export function demoCheckoutQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: demoCheckoutQueryKey(sessionId),
    enabled: sessionId !== '',
    queryFn: () => apiRequest(`/api/stripe/demo/checkout/${encodeURIComponent(sessionId)}`, DemoCheckoutResponse),
  });
}

export function useDemoCheckout(sessionId: string) {
  return useQuery(demoCheckoutQueryOptions(sessionId));
}
