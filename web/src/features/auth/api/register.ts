import { AuthResponse, type RegisterBody } from '@contract/auth.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { currentUserQueryKey } from './get-current-user.ts';

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => apiRequest('/api/auth/register', AuthResponse, { method: 'POST', body }),
    onSuccess: (answer) => {
      if (answer.user) queryClient.setQueryData(currentUserQueryKey, answer.user);
    },
  });
}
