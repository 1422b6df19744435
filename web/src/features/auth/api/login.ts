import { type LoginBody, LoginResponse } from '@contract/auth.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { currentUserQueryKey } from './get-current-user.ts';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => apiRequest('/api/auth/login', LoginResponse, { method: 'POST', body }),
    onSuccess: async (answer) => {
      await queryClient.resetQueries();
      queryClient.setQueryData(currentUserQueryKey, answer.user);
    },
  });
}
