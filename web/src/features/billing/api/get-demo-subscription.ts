import { DemoSubscriptionResponse } from '@contract/billing.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const demoSubscriptionQueryKey = ['stripe', 'demo', 'subscription'] as const;

export function demoSubscriptionQueryOptions() {
  return queryOptions({
    queryKey: demoSubscriptionQueryKey,
    queryFn: () => apiRequest('/api/stripe/demo/subscription', DemoSubscriptionResponse),
  });
}

export function useDemoSubscription() {
  return useQuery(demoSubscriptionQueryOptions());
}
