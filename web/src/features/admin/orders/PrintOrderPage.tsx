import { useParams, useSearchParams } from 'react-router';
import { PrintedOrder } from '../../../shared/print/PrintedOrder';

/** /admin/print/:id?kind=ticket|receipt&print=1 — what the board's print buttons open. */
export default function PrintOrderPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  return (
    <PrintedOrder
      orderId={Number(id)}
      kind={params.get('kind') === 'receipt' ? 'receipt' : 'ticket'}
      printAtOnce={params.get('print') === '1'}
    />
  );
}
