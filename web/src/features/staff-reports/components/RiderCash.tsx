import { nairaMoney } from '../../../shared/ui/price';
import { useRiderCash } from '../api/get-report';

/**
 * Beside the cash-up: the cash each rider collected at the door (docs/orders.md#riders), so
 * each hands over their own before the drawer is counted. Nothing shows on days without riders.
 */
export function RiderCash({ from, to }: { from: string; to: string }) {
  const riders = useRiderCash({ from, to });
  if (!riders.data || riders.data.riders.length === 0) return null;
  return (
    <section
      aria-labelledby="rider-cash"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="rider-cash" className="mb-2 font-bold text-stone-900">
        Cash collected by riders
      </h2>
      <ul className="divide-y divide-stone-200">
        {riders.data.riders.map((rider) => (
          <li key={rider.riderId} className="flex items-baseline justify-between gap-3 py-2">
            <span className="text-stone-800">
              {rider.name}{' '}
              <span className="text-sm text-stone-600">
                ({rider.orders} {rider.orders === 1 ? 'order' : 'orders'})
              </span>
            </span>
            <span className="font-bold tabular-nums">{nairaMoney(rider.collected)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
