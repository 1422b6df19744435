import { StripeConfigResponse } from '@contract/billing.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const stripeConfigQueryKey = ['stripe', 'config'] as const;

/** Pricing configuration is cached 5 minutes. */
export function stripeConfigQueryOptions() {
  return queryOptions({
    queryKey: stripeConfigQueryKey,
    staleTime: 5 * 60_000,
    queryFn: () => apiRequest('/api/stripe/config', StripeConfigResponse),
  });
}

export function useStripeConfig() {
  return useQuery(stripeConfigQueryOptions());
}
