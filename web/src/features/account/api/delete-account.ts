import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SuccessResponse } from '../../../../../contract/account.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../auth/api/get-current-user.ts';

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
