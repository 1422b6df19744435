import { type RegisterBody, RegisterResponse } from '@contract/auth.ts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** Signs up; the parent is not signed in until the address is verified. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) => apiRequest('/api/auth/register', RegisterResponse, { method: 'POST', body }),
  });
}
