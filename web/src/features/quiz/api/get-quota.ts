import { QuotaStatusResponse } from '@contract/quiz.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const quotaQueryKey = ['quota', 'status'] as const;

/** Asked only while ENABLED (the usage dialog is open, or a free account's setup form shows). */
export function quotaQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: quotaQueryKey,
    enabled,
    staleTime: 0,
    queryFn: () => apiRequest('/api/quota/status', QuotaStatusResponse),
  });
}

export function useQuota(enabled: boolean) {
  return useQuery(quotaQueryOptions(enabled));
}
