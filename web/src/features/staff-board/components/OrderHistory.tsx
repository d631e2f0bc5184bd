import { useState } from 'react';
import type { AdminOrder } from '@buka/domain/admin';
import { historyLine } from '@buka/domain/order-history';
import { Spinner } from '../../../shared/ui/Spinner';
import { useOrderHistory } from '../api/get-order-history';

/** 'Who did what' on an order card: each act of staff, with the person (docs/orders.md#who-did-what). */
export function OrderHistory({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  const history = useOrderHistory(order.id, open);
  return (
    <details
      className="text-sm text-stone-700"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-stone-800">
        Who did what
      </summary>
      {history.isPending && open && <Spinner />}
      {history.isError && <p>The history could not be loaded. Please try again.</p>}
      {history.data && history.data.entries.length === 0 && <p>Nothing done by staff yet.</p>}
      {history.data && history.data.entries.length > 0 && (
        <ol aria-label={`History of order #${order.id}`} className="flex flex-col gap-0.5">
          {history.data.entries.map((entry, index) => (
            <li key={index}>{historyLine(entry, order.fulfilment)}</li>
          ))}
        </ol>
      )}
    </details>
  );
}
