import { queryOptions, useQuery } from '@tanstack/react-query';
import { QuotaStatusResponse } from '../../../../../contract/quiz.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Asked only when the usage dialog opens. */
export function quotaQueryOptions(isOpen: boolean) {
  return queryOptions({
    queryKey: ['quota', 'status'],
    enabled: isOpen,
    staleTime: 0,
    queryFn: () => apiRequest('/api/quota/status', QuotaStatusResponse),
  });
}

export function useQuota(isOpen: boolean) {
  return useQuery(quotaQueryOptions(isOpen));
}
