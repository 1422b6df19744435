import { SuccessResponse } from '@contract/account.ts';
import type { ChangePasswordBody } from '@contract/auth.ts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiRequest('/api/user/change-password', SuccessResponse, { method: 'POST', body }),
  });
}
