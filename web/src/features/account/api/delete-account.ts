import { SuccessResponse } from '@contract/account.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '@/features/auth';
import { apiRequest } from '@/lib/api-client.ts';

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmPassword: string) =>
      apiRequest('/api/user/account', SuccessResponse, { method: 'DELETE', body: { confirmPassword } }),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(currentUserQueryKey, null);
    },
  });
}
