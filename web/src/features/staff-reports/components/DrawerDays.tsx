import { formatShopDateTime, formatWeekdayDate } from '@buka/domain/shop-clock';
import { nairaMoney } from '../../../shared/ui/price';
import { Spinner } from '../../../shared/ui/Spinner';
import { LoadFailed } from '../../../shared/staff/LoadFailed';
import { useDrawerCounts } from '../api/drawer';
import type { ReportRange } from '../api/get-report';
import { DrawerDifference } from './DrawerDifference';
import { ReportTable } from './ReportTable';

/**
 * The range's closed days as they were counted (docs/operations.md#the-drawer-counted): over or
 * short in words, who closed each, and the counts a manager reopened, with why.
 */
export function DrawerDays({ range }: { range: ReportRange }) {
  const counts = useDrawerCounts(range);
  if (counts.isPending) return <Spinner className="size-6 text-brand-700" />;
  if (counts.isError) {
    return <LoadFailed error={counts.error} retry={() => void counts.refetch()} />;
  }
  return (
    <ReportTable
      title="Drawer counts"
      table="drawer"
      range={range}
      head={['Day', 'Expected', 'Counted', 'Over or short', 'Closed by', 'Note']}
      figures={[1, 2]}
      rows={counts.data.counts.map((count) => [
        formatWeekdayDate(count.date),
        nairaMoney(count.cashExpected),
        nairaMoney(count.cashCounted),
        <DrawerDifference key="difference" difference={count.cashDifference} />,
        <>
          {count.closedBy}, {formatShopDateTime(Date.parse(count.closedAt))}
          {count.reopened && (
            <span className="block text-stone-600">
              Reopened by {count.reopened.by}, {formatShopDateTime(Date.parse(count.reopened.at))}:{' '}
              {count.reopened.reason}
            </span>
          )}
        </>,
        count.note,
      ])}
      empty="No day of this range was closed with a count."
      note={
        <p className="text-sm text-stone-600">
          Cash in the drawer against what the cash-up expected when the day was closed.
        </p>
      }
    />
  );
}
