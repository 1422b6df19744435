import { MessageResponse } from '@contract/auth.ts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest('/api/auth/forgot-password', MessageResponse, { method: 'POST', body: { email } }),
  });
}
