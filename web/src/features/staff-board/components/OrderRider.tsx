import { useId } from 'react';
import type { AdminOrder } from '@buka/domain/admin';
import { formatShopTime } from '@buka/domain/shop-clock';
import { useCan } from '../../../shared/session/use-can';
import { useAssignRider, useRiders } from '../api/riders';
import { isOpen } from '../lib/order-steps';

/**
 * A delivery's rider on the board card (docs/orders.md#riders): who has it, a choice of riders
 * for those who give deliveries out, and why the last rider brought it back.
 */
export function OrderRider({ order }: { order: AdminOrder }) {
  const id = useId();
  const mayAssign = useCan('orders.assign');
  const open = order.fulfilment === 'delivery' && isOpen(order.status);
  const riders = useRiders(mayAssign && open);
  const assign = useAssignRider();
  if (order.fulfilment !== 'delivery') return null;
  return (
    <div className="flex flex-col gap-2 text-sm">
      {order.undelivered && (
        <p role="note" className="rounded-lg bg-amber-100 p-2 font-medium text-amber-950">
          Could not deliver ({formatShopTime(new Date(order.undelivered.at))}):{' '}
          {order.undelivered.reason}
        </p>
      )}
      {mayAssign && open ? (
        <div className="flex items-center gap-2">
          <label htmlFor={id} className="text-stone-600">
            Rider
          </label>
          <select
            id={id}
            aria-label={`Rider for order #${order.id}`}
            value={order.assignedRider?.id ?? ''}
            disabled={assign.isPending || !riders.data}
            onChange={(event) =>
              assign.mutate({
                order,
                riderId: event.target.value === '' ? null : Number(event.target.value),
              })
            }
            className="min-h-11 flex-1 rounded-lg border border-stone-300 bg-white px-2"
          >
            <option value="">No rider yet</option>
            {order.assignedRider &&
              !riders.data?.some((rider) => rider.id === order.assignedRider?.id) && (
                <option value={order.assignedRider.id}>{order.assignedRider.name}</option>
              )}
            {riders.data?.map((rider) => (
              <option key={rider.id} value={rider.id}>
                {rider.name}
              </option>
            ))}
          </select>
        </div>
      ) : (
        order.assignedRider && <p className="text-stone-700">Rider: {order.assignedRider.name}</p>
      )}
    </div>
  );
}
