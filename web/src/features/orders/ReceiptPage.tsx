import { useParams } from 'react-router';
import { PrintedOrder } from '../../shared/print/PrintedOrder';
import { tl } from '../../shared/i18n/later';
import { orderTitle } from './order-labels';

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
