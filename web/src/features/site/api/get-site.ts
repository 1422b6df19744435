import { queryOptions, useQuery } from '@tanstack/react-query';
import { SiteResponse } from '../../../../../contract/site.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function siteQueryOptions() {
  return queryOptions({ queryKey: ['site'], queryFn: () => apiRequest('/api/site', SiteResponse) });
}

export function useSite() {
  return useQuery(siteQueryOptions());
}
