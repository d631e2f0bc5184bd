import { useParams, useSearchParams } from 'react-router';
import { PrintedOrder } from '../../shared/print/PrintedOrder';

/** /admin/print/:id?kind=ticket|receipt&print=1 — what the board's print buttons open. */
export default function PrintOrderPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const kind = params.get('kind') === 'receipt' ? 'receipt' : 'ticket';
  return (
    <div className="flex flex-col gap-4">
      {/* The page's name for a screen reader and the tab; the paper carries its own. */}
      <h1 className="text-2xl font-bold print:hidden">
        {kind === 'receipt' ? 'Receipt' : 'Kitchen ticket'} · Order #{id}
      </h1>
      <PrintedOrder orderId={Number(id)} kind={kind} printAtOnce={params.get('print') === '1'} />
    </div>
  );
}
