import { VerifyResponse } from '@contract/auth.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { currentUserQueryKey } from './get-current-user.ts';

export const verifyEmailQueryKey = (token: string | null) => ['auth', 'verify', token] as const;

/**
 * Posts the link's token once the verify page has opened: a same-origin POST, so a link alone
 * never signs anyone in. Once per token: a verification link is single-use, so it is never re-sent.
 */
export function useVerifyEmail(token: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: verifyEmailQueryKey(token),
    enabled: token !== null,
    queryFn: async () => {
      const answer = await apiRequest('/api/auth/verify', VerifyResponse, { method: 'POST', body: { token } });
      queryClient.setQueryData(currentUserQueryKey, answer.user);
      return answer;
    },
  });
}
