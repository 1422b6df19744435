import { CurrentUserResponse, type PublicUser } from '@contract/auth.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const currentUserQueryKey = ['auth', 'me'] as const;

/** Any failure of the current-user call means signed out. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: async (): Promise<PublicUser | null> => {
      try {
        return (await apiRequest('/api/auth/me', CurrentUserResponse)).user;
      } catch {
        return null;
      }
    },
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
