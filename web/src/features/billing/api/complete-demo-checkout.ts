import { RedirectResponse } from '@contract/billing.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { premiumStatusQueryKey } from './get-premium-status.ts';

export function completeDemoCheckout(checkoutId: string) {
  return apiRequest('/api/demo/complete', RedirectResponse, { method: 'POST', body: { checkoutId } });
}

export function useCompleteDemoCheckout(navigate: (path: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeDemoCheckout,
    onSuccess: async ({ url }) => {
      await queryClient.invalidateQueries({ queryKey: premiumStatusQueryKey });
      navigate(url);
    },
  });
}
