import type { PublicUser } from '@contract/auth.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const currentUserQueryKey = ['auth', 'me'] as const;

/**
 * Any failure of the current-user call means signed out. A visitor's answer is a 401, so the
 * contract's schema, and zod with it (a quarter of the landing page's script), loads only for a
 * signed-in answer; for the same reason this call does not go through apiRequest.
 */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: async (): Promise<PublicUser | null> => {
      try {
        const response = await fetch('/api/auth/me', { headers: { accept: 'application/json' } });
        // Read in full either way: an answer left unread keeps its request open.
        const body: unknown = await response.json();
        if (!response.ok) return null;
        const { CurrentUserResponse } = await import('@contract/auth.ts');
        return CurrentUserResponse.parse(body).user;
      } catch {
        return null;
      }
    },
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
