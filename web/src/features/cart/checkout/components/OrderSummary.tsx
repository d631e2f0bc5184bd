import { formatMoney } from '@buka/domain/money';
import type { OrderTotal } from '@buka/domain/order-total';
import { tl } from '../../../../shared/i18n/later';

/** A discount as the totals show it: the promotion's name, and kobo taken off. */
export interface ShownDiscount {
  label: string;
  kobo: number;
}

/**
 * docs/screens.md#cart-panel: Sub Total, Delivery, each promotion's discount, Total, two
 * decimals (docs/orders.md#cart).
 */
export function OrderSummary({
  total,
  discounts = [],
}: {
  total: OrderTotal;
  discounts?: readonly ShownDiscount[];
}) {
  const rows = [
    [tl('subTotal'), total.itemsKobo],
    [tl('deliveryFee'), total.quote.feeKobo],
    ...discounts.map((each) => [each.label, -each.kobo] as const),
  ] as const;
  const totalKobo = total.totalKobo - discounts.reduce((sum, each) => sum + each.kobo, 0);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums">
      {rows.map(([label, kobo]) => (
        <div key={label} className="contents">
          <dt className={kobo < 0 ? 'text-green-800' : 'text-stone-600'}>{label}</dt>
          <dd className={`text-right ${kobo < 0 ? 'text-green-800' : ''}`}>{formatMoney(kobo)}</dd>
        </div>
      ))}
      <dt className="text-base font-bold">{tl('total')}</dt>
      <dd className="text-right text-base font-bold">{formatMoney(totalKobo)}</dd>
    </dl>
  );
}
