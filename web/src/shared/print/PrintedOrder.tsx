import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Order } from '@buka/domain/orders';
import { ApiError } from '../api/client';
import { tl } from '../i18n/later';
import { orderQuery } from '../api/get-order';
import { useSettings } from '../api/get-settings';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { OrderSlip } from './OrderSlip';
import { papers, rememberPaper, rememberedPaper, type Paper } from './paper';

interface PrintedOrderProps {
  orderId: number;
  kind: 'ticket' | 'receipt';
  /** Opened by a one-tap print button: the print dialog opens as soon as the order is drawn. */
  printAtOnce: boolean;
  /** Why there is nothing to print yet (an unpaid order's receipt), or null. */
  refuse?: (order: Order) => string | null;
}

/** An order's ticket or receipt on screen as it will print, the paper to choose, and Print. */
export function PrintedOrder({ orderId, kind, printAtOnce, refuse }: PrintedOrderProps) {
  const order = useQuery(orderQuery(orderId));
  const shop = useSettings();
  const [paper, setPaper] = useState<Paper>(rememberedPaper);
  const printed = useRef(false);
  const refusal = order.data && refuse ? refuse(order.data) : null;

  useEffect(() => {
    if (printAtOnce && order.data && !refusal && !printed.current) {
      printed.current = true;
      window.print();
    }
  }, [printAtOnce, order.data, refusal]);

  if (order.isPending) return <Spinner className="size-6 text-brand-700" />;
  if (order.isError) {
    return (
      <p role="alert" className="text-stone-800">
        {order.error instanceof ApiError ? order.error.message : tl('orderNotLoaded')}
      </p>
    );
  }
  if (refusal) return <p className="text-stone-800">{refusal}</p>;
  return (
    <div className="flex flex-col items-center gap-4">
      <div className="flex flex-wrap items-end justify-center gap-2 print:hidden">
        <label className="flex flex-col gap-1 text-sm font-medium text-stone-800">
          {tl('printPaper')}
          <select
            value={paper}
            onChange={(event) => {
              const next = event.target.value as Paper;
              setPaper(next);
              rememberPaper(next);
            }}
            className="min-h-11 rounded-lg border border-stone-300 bg-white px-3"
          >
            {Object.entries(papers).map(([value, each]) => (
              <option key={value} value={value}>
                {each.label}
              </option>
            ))}
          </select>
        </label>
        <Button onClick={() => window.print()}>
          {kind === 'receipt' ? tl('printOrSave') : 'Print ticket'}
        </Button>
      </div>
      <div className="rounded-lg bg-white p-2 shadow ring-1 ring-stone-200 print:p-0 print:shadow-none print:ring-0">
        <OrderSlip order={order.data} shop={shop} kind={kind} paper={paper} />
      </div>
    </div>
  );
}
