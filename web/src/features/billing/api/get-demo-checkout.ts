import { DemoCheckoutResponse } from '@contract/billing.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const demoCheckoutQueryKey = (checkoutId: string) => ['demo', 'checkout', checkoutId] as const;

export function demoCheckoutQueryOptions(checkoutId: string) {
  return queryOptions({
    queryKey: demoCheckoutQueryKey(checkoutId),
    enabled: checkoutId !== '',
    queryFn: () => apiRequest(`/api/demo/checkout/${encodeURIComponent(checkoutId)}`, DemoCheckoutResponse),
  });
}

export function useDemoCheckout(checkoutId: string) {
  return useQuery(demoCheckoutQueryOptions(checkoutId));
}
