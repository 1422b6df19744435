import { SuccessResponse } from '@contract/billing.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { toast } from '@/ui/toast-store.ts';

export function cancelDemoSubscription() {
  return apiRequest('/api/demo/cancel', SuccessResponse, { method: 'POST' });
}

/** Cancelling changes what every page may offer, so every cached answer is asked again. */
export function useCancelDemoSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDemoSubscription,
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      toast({
        title: 'Subscription cancelled',
        description: 'Your account is on the free plan now. Nothing was deleted.',
      });
    },
  });
}
