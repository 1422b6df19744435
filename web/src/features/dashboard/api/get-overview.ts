import { queryOptions, useQuery } from '@tanstack/react-query';
import { OverviewResponse } from '../../../../../contract/analytics.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function overviewQueryOptions(learnerId: string | undefined) {
  return queryOptions({
    queryKey: ['analytics', 'overview', learnerId],
    enabled: learnerId !== undefined,
    // A quiz finished elsewhere in the app should show when the parent comes back.
    staleTime: 0,
    queryFn: () => apiRequest(`/api/analytics/overview/${encodeURIComponent(learnerId ?? '')}`, OverviewResponse),
  });
}

export function useOverview(learnerId: string | undefined) {
  return useQuery(overviewQueryOptions(learnerId));
}
