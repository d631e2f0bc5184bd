import { formatMoney } from '@buka/domain/money';
import type { OrderTotal } from '@buka/domain/order-total';
import { tl } from '../../../../shared/i18n/later';

/** docs/screens.md#cart-panel: Sub Total, Delivery, Total, two decimals (docs/orders.md#cart). */
export function OrderSummary({ total }: { total: OrderTotal }) {
  const rows = [
    [tl('subTotal'), total.itemsKobo],
    [tl('deliveryFee'), total.quote.feeKobo],
  ] as const;
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums">
      {rows.map(([label, kobo]) => (
        <div key={label} className="contents">
          <dt className="text-stone-600">{label}</dt>
          <dd className="text-right">{formatMoney(kobo)}</dd>
        </div>
      ))}
      <dt className="text-base font-bold">{tl('total')}</dt>
      <dd className="text-right text-base font-bold">{formatMoney(total.totalKobo)}</dd>
    </dl>
  );
}
