import type { CashUpDay } from '@buka/domain/reports';
import { Spinner } from '../../../shared/ui/Spinner';
import { LoadFailed } from '../../../shared/staff/LoadFailed';
import { useDrawerCounts } from '../api/drawer';
import { DrawerCountCard } from './DrawerCountCard';
import { DrawerCountForm } from './DrawerCountForm';

/** The cash-up's one day: its count if it is closed, else the form that closes it. */
export function DrawerPanel({ day }: { day: CashUpDay }) {
  const counts = useDrawerCounts({ from: day.date, to: day.date });
  if (counts.isPending) return <Spinner className="size-6 text-brand-700" />;
  if (counts.isError) {
    return <LoadFailed error={counts.error} retry={() => void counts.refetch()} />;
  }
  const standing = counts.data.counts.find(
    (count) => count.date === day.date && count.reopened === null,
  );
  return standing ? <DrawerCountCard count={standing} day={day} /> : <DrawerCountForm day={day} />;
}
