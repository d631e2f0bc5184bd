import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminOrderSchema, type AdminOrder } from '@buka/domain/admin';
import { messages } from '@buka/domain/messages';
import { ridersResponseSchema, type Rider } from '@buka/domain/riders';
import { api, ApiError } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';
import { toast } from '../../../shared/toast/toast-store';

// docs/orders.md#riders: the board gives a delivery to a rider.

/** Under the board's key: an order's change refreshes it with the board. */
export const ridersKey = [...queryKeys.admin.orders.all, 'riders'] as const;

/** GET /api/admin/riders: staff with the rider role who can sign in. */
export async function getRiders(): Promise<Rider[]> {
  const { data } = await api<unknown>('/api/admin/riders');
  return ridersResponseSchema.parse(data).riders;
}

export function useRiders(enabled: boolean) {
  return useQuery({
    queryKey: ridersKey,
    queryFn: getRiders,
    enabled,
    staleTime: 60_000,
  });
}

/** PUT /api/admin/orders/:id/rider: null takes it back. */
export function useAssignRider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ order, riderId }: { order: AdminOrder; riderId: number | null }) => {
      const { data } = await api<unknown>(`/api/admin/orders/${order.id}/rider`, {
        method: 'PUT',
        body: { riderId },
      });
      return adminOrderSchema.parse(data);
    },
    onSuccess: (order) =>
      toast.success(
        order.assignedRider
          ? `Order #${order.id} goes with ${order.assignedRider.name}`
          : `Order #${order.id} is no longer given to a rider`,
      ),
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : messages.somethingWentWrong),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all }),
  });
}
