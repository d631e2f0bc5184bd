import { useState } from 'react';
import { orderStatuses } from '@buka/domain/order-status';
import type { Order } from '@buka/domain/orders';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { useCancelOrder } from '../api/cancel-order';
import { orderTitle } from '../order-labels';
import { tl } from '../../../shared/i18n/later';

/** Until the kitchen accepts it, the customer may take their order back, once they confirm. */
export function CancelOwnOrder({ order }: { order: Order }) {
  const { cancelOrder, canceling } = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {order.status === orderStatuses.received && (
        <Button variant="secondary" loading={canceling} onClick={() => setConfirming(true)}>
          {tl('cancelThisOrder')}
        </Button>
      )}
      {confirming && order.status === orderStatuses.received && (
        <Dialog
          title={tl('cancelOrderTitle', { order: orderTitle(order.id) })}
          onClose={() => setConfirming(false)}
        >
          <p>{tl('cancelOrderWarning')}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {tl('keepMyOrder')}
            </Button>
            <Button
              loading={canceling}
              onClick={() => {
                setConfirming(false);
                cancelOrder(order.id);
              }}
            >
              {tl('yesCancelIt')}
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}
