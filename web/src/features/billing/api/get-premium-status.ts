import { queryOptions, useQuery } from '@tanstack/react-query';
import { PremiumStatusResponse } from '../../../../../contract/billing.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** SPEC section 7: asked only when signed in, cached 30 s, and a failure means not premium. */
export function premiumStatusQueryOptions(isSignedIn: boolean) {
  return queryOptions({
    queryKey: ['premium', 'status'],
    enabled: isSignedIn,
    staleTime: 30_000,
    queryFn: async () => {
      try {
        return (await apiRequest('/api/premium/status', PremiumStatusResponse)).hasPremium;
      } catch {
        return false;
      }
    },
  });
}

export function usePremiumStatus(isSignedIn: boolean) {
  return useQuery(premiumStatusQueryOptions(isSignedIn));
}
