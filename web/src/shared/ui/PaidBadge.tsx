import type { PaidBy } from '@buka/domain/orders';

/**
 * spec §4: 'paid' or 'unpaid'; once paid, also how (DESIGN §4b: from its payments, so a cash
 * order later paid online says online). Dark text on a light tint: readable in the sun.
 */
export function PaidBadge({ paidBy }: { paidBy: PaidBy | null }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold uppercase ${
        paidBy ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-950'
      }`}
    >
      {paidBy ? `paid · ${paidBy}` : 'unpaid'}
    </span>
  );
}
