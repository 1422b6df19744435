import { ProfileResponse } from '@contract/account.ts';
import type { UpdateProfileBody } from '@contract/auth.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '@/features/auth';
import { apiRequest } from '@/lib/api-client.ts';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) =>
      apiRequest('/api/user/profile', ProfileResponse, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
