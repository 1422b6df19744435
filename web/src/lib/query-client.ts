import { QueryClient } from '@tanstack/react-query';

/** Fetched once, never stale, no retries, no refetch on focus, no polling (a query that polls says so). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}
