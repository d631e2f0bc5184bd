import { formatMoney } from '@buka/domain/money';

interface OrderSummaryProps {
  subtotalKobo: number;
  deliveryKobo: number;
}

/** spec §2: Sub Total, Delivery, Total, two decimals (spec §4). */
export function OrderSummary({ subtotalKobo, deliveryKobo }: OrderSummaryProps) {
  const rows = [
    ['Sub Total', subtotalKobo],
    ['Delivery', deliveryKobo],
  ] as const;
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums">
      {rows.map(([label, kobo]) => (
        <div key={label} className="contents">
          <dt className="text-stone-600">{label}</dt>
          <dd className="text-right">{formatMoney(kobo)}</dd>
        </div>
      ))}
      <dt className="text-base font-bold">Total</dt>
      <dd className="text-right text-base font-bold">{formatMoney(subtotalKobo + deliveryKobo)}</dd>
    </dl>
  );
}
