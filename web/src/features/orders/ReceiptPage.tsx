import { useParams } from 'react-router';
import { orderQuery } from '../../shared/api/get-order';
import { queryClient } from '../../shared/api/query-client';
import { PrintedOrder } from '../../shared/print/PrintedOrder';
import { getSession } from '../../shared/session/session-store';
import type { PagePrefetch } from '../../shared/slots/page-prefetch';
import { tl } from '../../shared/i18n/later';
import { orderTitle } from './order-labels';

/** The order to print, asked for at start by a signed-in customer. */
export const prefetch: PagePrefetch = ({ params }) => {
  const id = Number(params.id);
  if (getSession() && Number.isSafeInteger(id) && id > 0) {
    void queryClient.prefetchQuery(orderQuery(id));
  }
};

/** /orders/:id/receipt — a paid order's receipt to print or save as a PDF. */
export default function ReceiptPage() {
  const id = Number(useParams().id);
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold print:hidden">
        {tl('receiptTitle', { order: orderTitle(id) })}
      </h1>
      <PrintedOrder
        orderId={id}
        kind="receipt"
        printAtOnce={false}
        refuse={(order) => (order.isPaid ? null : tl('receiptWhenPaid'))}
      />
    </main>
  );
}
