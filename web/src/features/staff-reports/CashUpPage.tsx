import { useSearchParams } from 'react-router';
import { formatWeekdayDate } from '@buka/domain/shop-clock';
import { nairaMoney } from '../../shared/ui/price';
import { Spinner } from '../../shared/ui/Spinner';
import { useCashUp } from './api/get-report';
import { LoadFailed } from '../../shared/staff/LoadFailed';
import { PageTitle } from '../../shared/staff/PageTitle';
import { RangePicker } from './components/RangePicker';
import { DrawerPanel } from './components/DrawerPanel';
import { ReportTable } from './components/ReportTable';
import { RiderCash } from './components/RiderCash';
import { presetRange } from './lib/report-dates';

/**
 * Closing the day: the cash the drawer should hold, what phone customers paid by bank transfer,
 * what came in online, what is still open; for one day, its count (docs/operations.md#the-drawer-counted).
 */
export default function CashUpPage() {
  const [params, setParams] = useSearchParams();
  const today = presetRange('today', new Date());
  const range = { from: params.get('from') ?? today.from, to: params.get('to') ?? today.to };
  const cashUp = useCashUp(range);
  const days = cashUp.data?.days ?? [];
  const last = days.at(-1);

  return (
    <>
      <PageTitle>Cash-up</PageTitle>
      <div className="mb-5">
        <RangePicker
          {...range}
          onChange={(next) => setParams(new URLSearchParams(next), { replace: true })}
        />
      </div>
      {cashUp.isPending ? (
        <Spinner className="size-6 text-brand-700" />
      ) : cashUp.isError ? (
        <LoadFailed error={cashUp.error} retry={() => void cashUp.refetch()} />
      ) : (
        <div className="flex flex-col gap-5">
          {last && days.length === 1 && (
            <section aria-label="The day" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
                <p className="text-sm text-stone-600">Cash in the drawer</p>
                <p className="text-2xl font-extrabold tabular-nums">
                  {nairaMoney(last.cashInHand)}
                </p>
                <p className="text-sm text-stone-600">
                  {last.cashOrders} delivered cash orders {nairaMoney(last.cashExpected)}
                  {last.cashRefunded > 0 && `, less ${nairaMoney(last.cashRefunded)} handed back`}
                </p>
              </div>
              {last.transferOrders > 0 && (
                <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
                  <p className="text-sm text-stone-600">Paid by bank transfer</p>
                  <p className="text-2xl font-extrabold tabular-nums">
                    {nairaMoney(last.transferExpected)}
                  </p>
                  <p className="text-sm text-stone-600">
                    {last.transferOrders} phone {last.transferOrders === 1 ? 'order' : 'orders'}
                    {last.transferNotConfirmed > 0 &&
                      `, ${nairaMoney(last.transferNotConfirmed)} not yet confirmed`}
                  </p>
                </div>
              )}
              <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
                <p className="text-sm text-stone-600">Settled online</p>
                <p className="text-2xl font-extrabold tabular-nums">
                  {nairaMoney(last.onlineSettled)}
                </p>
                <p className="text-sm text-stone-600">
                  {last.onlineOrders} orders
                  {last.onlineRefunded > 0 && `, ${nairaMoney(last.onlineRefunded)} refunded`}
                </p>
              </div>
              <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
                <p className="text-sm text-stone-600">Still to settle</p>
                <p className="text-2xl font-extrabold tabular-nums">{last.stillOpen} open</p>
                <p className="text-sm text-stone-600">
                  {last.cashNotMarked > 0
                    ? `${nairaMoney(last.cashNotMarked)} of delivered cash not marked collected`
                    : 'Every delivered cash order is marked collected'}
                </p>
              </div>
            </section>
          )}
          {last && days.length === 1 && <DrawerPanel day={last} />}
          <RiderCash {...range} />
          <ReportTable
            title="Cash-up per day"
            table="cash-up"
            range={range}
            head={[
              'Day',
              'Cash orders',
              'Cash expected',
              'Handed back',
              'In the drawer',
              'Bank transfers',
              'Online',
              'Refunded online',
              'Open',
            ]}
            figures={[1, 2, 3, 4, 5, 6, 7, 8]}
            rows={days.map((day) => [
              formatWeekdayDate(day.date),
              day.cashOrders,
              nairaMoney(day.cashExpected),
              nairaMoney(day.cashRefunded),
              nairaMoney(day.cashInHand),
              nairaMoney(day.transferExpected),
              nairaMoney(day.onlineSettled),
              nairaMoney(day.onlineRefunded),
              day.stillOpen,
            ])}
            note={
              <p className="text-sm text-stone-600">
                Each order counts on the day it was placed (Lagos time); refunds on the day they
                were given.
              </p>
            }
          />
        </div>
      )}
    </>
  );
}
