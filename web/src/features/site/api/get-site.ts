import { SiteResponse } from '@contract/site.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const siteQueryKey = ['site'] as const;

export function siteQueryOptions() {
  return queryOptions({ queryKey: siteQueryKey, queryFn: () => apiRequest('/api/site', SiteResponse) });
}

export function useSite() {
  return useQuery(siteQueryOptions());
}

/**
 * Whether custom subjects can be made here; false until the site has said so, so a page never
 * offers what may not work (and a prerendered page matches its first render).
 */
export function useCustomQuizzesAvailable(): boolean {
  return useSite().data?.customQuizzesAvailable ?? false;
}
