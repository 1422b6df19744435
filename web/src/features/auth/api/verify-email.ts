import { useQuery, useQueryClient } from '@tanstack/react-query';
import { VerifyResponse } from '../../../../../contract/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from './get-current-user.ts';

/** Runs once per token: a verification link is single-use, so the answer is never refetched. */
export function useVerifyEmail(token: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['auth', 'verify', token],
    enabled: token !== null,
    queryFn: async () => {
      const answer = await apiRequest(`/api/auth/verify?token=${encodeURIComponent(token ?? '')}`, VerifyResponse);
      queryClient.setQueryData(currentUserQueryKey, answer.user);
      return answer;
    },
  });
}
