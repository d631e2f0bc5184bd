/** spec §4: 'paid' or 'unpaid'. */
export function PaidBadge({ isPaid }: { isPaid: boolean }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold uppercase ${
        isPaid ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'
      }`}
    >
      {isPaid ? 'paid' : 'unpaid'}
    </span>
  );
}
