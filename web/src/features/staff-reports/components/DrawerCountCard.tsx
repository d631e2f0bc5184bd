import { useState } from 'react';
import { drawerDifference, drawerReopenSchema, type DrawerCount } from '@buka/domain/drawer';
import type { CashUpDay } from '@buka/domain/reports';
import { formatShopDateTime, formatWeekdayDate } from '@buka/domain/shop-clock';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { nairaMoney } from '../../../shared/ui/price';
import { useCan } from '../../../shared/session/use-can';
import { useForm } from '../../../shared/validation/use-form';
import { useReopenDay } from '../api/drawer';
import { DrawerDifference } from './DrawerDifference';

/**
 * A closed day's count as it was kept, what came in for the day since (selling goes on after the
 * close), and for a manager, reopening it with a reason.
 */
export function DrawerCountCard({ count, day }: { count: DrawerCount; day: CashUpDay }) {
  const since = drawerDifference(day.cashInHand, count.cashExpected);
  return (
    <section
      aria-label="The day's count"
      className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <h2 className="text-lg font-bold">{formatWeekdayDate(count.date)} is closed</h2>
      <p className="text-sm text-stone-700">
        Counted by {count.closedBy} at {formatShopDateTime(Date.parse(count.closedAt))}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-600">Cash expected</dt>
        <dd className="tabular-nums">{nairaMoney(count.cashExpected)}</dd>
        <dt className="text-stone-600">Cash counted</dt>
        <dd className="flex flex-wrap items-center gap-2 tabular-nums">
          {nairaMoney(count.cashCounted)} <DrawerDifference difference={count.cashDifference} />
        </dd>
        {(count.transferExpected > 0 || count.transferSeen > 0) && (
          <>
            <dt className="text-stone-600">Transfers seen</dt>
            <dd className="flex flex-wrap items-center gap-2 tabular-nums">
              {nairaMoney(count.transferSeen)} of {nairaMoney(count.transferExpected)}
              <DrawerDifference difference={count.transferDifference} />
            </dd>
          </>
        )}
      </dl>
      {count.note && <p className="text-sm">Note: {count.note}</p>}
      {since !== 0 && (
        <p className="rounded-lg bg-amber-50 px-2 py-1 text-sm text-amber-950">
          Since the count, the cash expected for this day changed by{' '}
          {since > 0 ? `+${nairaMoney(since)}` : `−${nairaMoney(-since)}`} (orders paid or refunded
          after closing). The count stays as it was; a manager can reopen the day to count again.
        </p>
      )}
      <ReopenDay date={count.date} />
    </section>
  );
}

function ReopenDay({ date }: { date: string }) {
  const allowed = useCan('cash.reopen');
  const [open, setOpen] = useState(false);
  const reopen = useReopenDay();
  const form = useForm({ reason: '' });
  if (!allowed) return null;
  if (!open) {
    return (
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        Reopen the day
      </Button>
    );
  }
  return (
    <form
      aria-label="Reopen the day"
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = form.validate(drawerReopenSchema);
        if (parsed) reopen.mutate({ date, reason: parsed.reason });
      }}
    >
      <TextField label="Why is the day reopened?" maxLength={200} {...form.field('reason')} />
      <div className="flex gap-2">
        <Button type="submit" loading={reopen.isPending}>
          Reopen
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Keep it closed
        </Button>
      </div>
    </form>
  );
}
