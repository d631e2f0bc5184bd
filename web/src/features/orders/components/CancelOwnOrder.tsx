import { useState } from 'react';
import { orderStatuses } from '@buka/domain/order-status';
import type { Order } from '@buka/domain/orders';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { useCancelOrder } from '../api/cancel-order';
import { orderTitle } from '../order-labels';

/** Until the kitchen accepts it, the customer may take their order back, once they confirm. */
export function CancelOwnOrder({ order }: { order: Order }) {
  const { cancelOrder, canceling } = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {order.status === orderStatuses.received && (
        <Button variant="secondary" loading={canceling} onClick={() => setConfirming(true)}>
          Cancel this order
        </Button>
      )}
      {confirming && order.status === orderStatuses.received && (
        <Dialog title={`Cancel ${orderTitle(order.id)}?`} onClose={() => setConfirming(false)}>
          <p>The kitchen has not taken it yet. Once canceled, it cannot be brought back.</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep my order
            </Button>
            <Button
              loading={canceling}
              onClick={() => {
                setConfirming(false);
                cancelOrder(order.id);
              }}
            >
              Yes, cancel it
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}
