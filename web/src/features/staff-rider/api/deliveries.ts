import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '@buka/domain/messages';
import {
  deliveriesResponseSchema,
  type Delivery,
  type DeliveryStepRequest,
} from '@buka/domain/riders';
import { api, ApiError } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';
import { toast } from '../../../shared/toast/toast-store';

// docs/orders.md#riders: the rider's own deliveries and their three buttons.

/** Under the board's key: the live stream's order events refresh it with the board. */
export const deliveriesKey = [...queryKeys.admin.orders.all, 'deliveries'] as const;

/** GET /api/admin/deliveries */
export async function getDeliveries(): Promise<Delivery[]> {
  const { data } = await api<unknown>('/api/admin/deliveries');
  return deliveriesResponseSchema.parse(data).deliveries;
}

export function useDeliveries() {
  return useQuery({
    queryKey: deliveriesKey,
    queryFn: getDeliveries,
    // Out on the road the live stream may drop: look again each minute as well.
    refetchInterval: 60_000,
  });
}

const doneWords: Record<DeliveryStepRequest['step'], string> = {
  pickedUp: 'On the way',
  delivered: 'Delivered',
  undelivered: 'Brought back to the shop',
};

/** POST /api/admin/deliveries/:id/step */
export function useDeliveryStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: DeliveryStepRequest & { id: number }) => {
      await api(`/api/admin/deliveries/${id}/step`, { method: 'POST', body });
      return body.step;
    },
    onSuccess: (step) => toast.success(doneWords[step]),
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : messages.somethingWentWrong),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all }),
  });
}
