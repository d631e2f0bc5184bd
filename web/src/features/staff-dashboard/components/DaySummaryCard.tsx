import { Link } from 'react-router';
import { waitLength, type DaySummary, type DaySummaryCard as Card } from '@buka/domain/day-summary';
import { formatShopTime, formatWeekdayDate } from '@buka/domain/shop-clock';
import { countOf } from '../../../shared/ui/count';
import { nairaMoney } from '../../../shared/ui/price';

const box = 'flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200';

/**
 * The day's card (docs/operations.md#the-day-summary): the last closed day's summary, each
 * figure the reports' own for that day, how it was sent; and today so far while the shop is open.
 */
export function DaySummaryCard({ card }: { card: Card }) {
  const { lastClosed, today } = card;
  const todayOpen = !lastClosed || lastClosed.date !== today.date;
  return (
    <div className="grid gap-4 sm:col-span-2 xl:col-span-4 xl:grid-cols-2">
      {lastClosed && (
        <section aria-label="Day summary" className={box}>
          <h2 className="text-sm font-semibold tracking-wide text-stone-600 uppercase">
            Day summary · {formatWeekdayDate(lastClosed.date)}
          </h2>
          <Figures summary={lastClosed} />
          <p className="text-sm text-stone-600">{howSent(lastClosed.sent, card.summaryOn)}</p>
          <p className="text-sm">
            <Link
              to={`/admin/reports?from=${lastClosed.date}&to=${lastClosed.date}`}
              className="font-semibold text-brand-700 underline"
            >
              The day's report
            </Link>
          </p>
        </section>
      )}
      {todayOpen && (
        <section aria-label="Today so far" className={box}>
          <h2 className="text-sm font-semibold tracking-wide text-stone-600 uppercase">
            Today so far · {formatWeekdayDate(today.date)}
          </h2>
          <Figures summary={today} />
          {card.todayClosesAt && (
            <p className="text-sm text-stone-600">
              The summary is made at closing time, {formatShopTime(Date.parse(card.todayClosesAt))}.
            </p>
          )}
        </section>
      )}
    </div>
  );
}

function Figures({ summary }: { summary: DaySummary }) {
  const rows: [string, string][] = [
    [
      'Orders',
      summary.canceled > 0
        ? `${summary.orders} (${summary.canceled} canceled)`
        : `${summary.orders}`,
    ],
    ['Sales', nairaMoney(summary.sales)],
    ['Paid sales', nairaMoney(summary.paidSales)],
    [`Refunded (${summary.refunds})`, nairaMoney(summary.refunded)],
    ['Net sales', nairaMoney(summary.net)],
    ['Cash in the drawer', nairaMoney(summary.cashInDrawer)],
    [
      'Slowest to accept',
      summary.slowestAcceptSeconds === null
        ? 'none accepted'
        : waitLength(summary.slowestAcceptSeconds),
    ],
  ];
  return (
    <>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="text-right font-semibold text-stone-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-stone-700">
        <span className="font-semibold">Best dishes: </span>
        {summary.bestDishes.length === 0
          ? 'none sold'
          : summary.bestDishes.map((dish) => `${dish.name} (${dish.quantity})`).join(', ')}
      </p>
    </>
  );
}

function howSent(sent: NonNullable<Card['lastClosed']>['sent'], on: boolean): string {
  if (!sent && on) return 'Not sent yet: it goes within a minute of closing time.';
  if (!sent) return 'Not sent: turn the day summary on in Settings to get it at closing time.';
  const at = formatShopTime(Date.parse(sent.at));
  if (sent.way === 'dashboard') return `Shown here only (no WhatsApp or SMS set up), ${at}.`;
  const to = countOf(sent.to.length, 'number');
  return sent.way === 'sms'
    ? `Sent by SMS to ${to} at ${at}.`
    : `Sent on WhatsApp to ${to} at ${at}.`;
}
