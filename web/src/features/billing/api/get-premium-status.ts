import { type PremiumStatus, PremiumStatusResponse } from '@contract/billing.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

const FREE: PremiumStatus = { hasPremium: false, planType: null, paidUntil: null, endsAtPeriodEnd: false };

export const premiumStatusQueryKey = ['premium', 'status'] as const;

/** Asked only when signed in, cached 30 s, and a failure means not premium. */
export function premiumStatusQueryOptions(isSignedIn: boolean) {
  return queryOptions({
    queryKey: premiumStatusQueryKey,
    enabled: isSignedIn,
    staleTime: 30_000,
    queryFn: async (): Promise<PremiumStatus> => {
      try {
        return await apiRequest('/api/premium/status', PremiumStatusResponse);
      } catch {
        return FREE;
      }
    },
  });
}

export function usePremiumStatus(isSignedIn: boolean) {
  return useQuery({ ...premiumStatusQueryOptions(isSignedIn), select: (status) => status.hasPremium });
}

/** The whole status, for the pages that show which plan is current; `refetchInterval` polls it. */
export function usePremiumPlan(isSignedIn: boolean, refetchInterval: number | false = false) {
  return useQuery({ ...premiumStatusQueryOptions(isSignedIn), refetchInterval });
}
