import { formatMoney, nairaToKobo } from '@buka/domain/money';
import type { OrderTotal } from '@buka/domain/order-total';
import type { PromotionQuote } from '@buka/domain/promotion-quote';
import type { PhoneOrderCode } from '../use-phone-order-code';

interface Row {
  label: string;
  kobo: number;
}

/**
 * What the caller pays: the dishes, the delivery fee for a delivery, what the applied code takes
 * off, the total. With a code, every figure is the server's quote; without one, the menu's
 * prices and the area's fee (`local`), which is what the server charges then.
 */
export function PhoneOrderTotal({
  local,
  delivery,
  code,
}: {
  local: OrderTotal;
  delivery: boolean;
  code: PhoneOrderCode;
}) {
  const { quote } = code;
  const rows = quote ? quoteRows(quote, delivery) : localRows(local, delivery);
  const totalKobo = quote ? nairaToKobo(quote.total) : local.totalKobo;
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-stone-50 p-4 text-sm">
      {rows.map(({ label, kobo }) => (
        <p key={label} className={`flex justify-between ${kobo < 0 ? 'text-green-800' : ''}`}>
          <span>{label}</span>
          <span className="tabular-nums">{formatMoney(kobo)}</span>
        </p>
      ))}
      <p className="flex justify-between border-t border-stone-200 pt-1 font-bold">
        <span>Total</span>
        <span className="tabular-nums">{formatMoney(totalKobo)}</span>
      </p>
      <p role="status" className="text-stone-700 empty:hidden">
        {code.checking ? 'Checking the code…' : (code.problem ?? '')}
      </p>
    </div>
  );
}

function localRows(local: OrderTotal, delivery: boolean): Row[] {
  return [
    { label: 'Dishes', kobo: local.itemsKobo },
    ...(delivery ? [{ label: 'Delivery', kobo: local.quote.feeKobo }] : []),
  ];
}

function quoteRows(quote: PromotionQuote, delivery: boolean): Row[] {
  return [
    { label: 'Dishes', kobo: nairaToKobo(quote.items) },
    ...(delivery ? [{ label: 'Delivery', kobo: nairaToKobo(quote.deliveryFee) }] : []),
    ...quote.discounts.map((each) => ({ label: each.label, kobo: -nairaToKobo(each.amount) })),
  ];
}
