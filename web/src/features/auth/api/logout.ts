import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import { currentUserQueryKey } from './get-current-user.ts';

/** Signing out clears every cached answer; a failed call is only logged. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/auth/logout', z.object({ success: z.boolean() }), { method: 'POST' }),
    onError: (error) => console.error('Sign-out failed', error),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(currentUserQueryKey, null);
    },
  });
}
