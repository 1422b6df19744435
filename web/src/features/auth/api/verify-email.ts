import { SignedUpHereResponse, VerifyResponse } from '@contract/auth.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { currentUserQueryKey } from './get-current-user.ts';

export const verifyEmailQueryKey = (token: string | null) => ['auth', 'verify', token] as const;

/**
 * Whether this browser signed up within a link's lifetime (the server reads its httpOnly marker).
 * Only then does the verify page post the link's token by itself.
 */
export function useSignedUpHere(enabled: boolean) {
  return useQuery({
    queryKey: ['auth', 'signed-up-here'],
    enabled,
    // Asked afresh on every visit: the marker is cleared once it has signed its browser in.
    gcTime: 0,
    queryFn: () => apiRequest('/api/auth/signed-up-here', SignedUpHereResponse),
    select: (answer) => answer.signedUpHere,
  });
}

/**
 * Posts the link's token once ENABLED: a same-origin POST, so a link alone never signs anyone in.
 * Once per token: a verification link is single-use, so it is never re-sent.
 */
export function useVerifyEmail(token: string | null, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: verifyEmailQueryKey(token),
    enabled: token !== null && enabled,
    queryFn: async () => {
      const answer = await apiRequest('/api/auth/verify', VerifyResponse, { method: 'POST', body: { token } });
      if (answer.outcome !== 'verified') queryClient.setQueryData(currentUserQueryKey, answer.user);
      return answer;
    },
  });
}
