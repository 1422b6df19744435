import { DemoSubscriptionResponse } from '@contract/billing.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const demoSubscriptionQueryKey = ['demo', 'subscription'] as const;

export function demoSubscriptionQueryOptions() {
  return queryOptions({
    queryKey: demoSubscriptionQueryKey,
    queryFn: () => apiRequest('/api/demo/subscription', DemoSubscriptionResponse),
  });
}

export function useDemoSubscription() {
  return useQuery(demoSubscriptionQueryOptions());
}
