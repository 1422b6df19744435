import { ResetPasswordResponse } from '@contract/auth.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { currentUserQueryKey } from './get-current-user.ts';

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; newPassword: string; confirmPassword: string }) =>
      apiRequest('/api/auth/reset-password', ResetPasswordResponse, { method: 'POST', body }),
    onSuccess: async (answer) => {
      await queryClient.resetQueries();
      queryClient.setQueryData(currentUserQueryKey, answer.user);
    },
  });
}
