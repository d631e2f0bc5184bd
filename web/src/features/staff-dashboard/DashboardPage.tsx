import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Dashboard } from '@buka/domain/admin';
import { waitLength } from '@buka/domain/day-summary';
import { countOf } from '../../shared/ui/count';
import { nairaMoney } from '../../shared/ui/price';
import { Spinner } from '../../shared/ui/Spinner';
import { useDashboard } from './api/get-dashboard';
import { LoadFailed } from '../../shared/staff/LoadFailed';
import { PageTitle } from '../../shared/staff/PageTitle';
import { StaffPushCard } from './components/StaffPushCard';
import { DaySummaryCard } from './components/DaySummaryCard';
import { useDaySummary } from './api/get-day-summary';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <h2 className="text-sm font-semibold tracking-wide text-stone-600 uppercase">{title}</h2>
      {children}
    </section>
  );
}

function Figure({ value, note }: { value: ReactNode; note?: ReactNode }) {
  return (
    <div>
      <p className="text-3xl font-extrabold text-stone-900">{value}</p>
      {note && <p className="text-sm text-stone-600">{note}</p>}
    </div>
  );
}

function Split({ rows }: { rows: [string, number][] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
      {rows.map(([label, amount]) => (
        <div key={label} className="contents">
          <dt className="text-stone-600">{label}</dt>
          <dd className="text-right font-semibold text-stone-900">{nairaMoney(amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The day at a glance: today's orders and money, what is waiting, and dishes running out. */
export default function DashboardPage() {
  const dashboard = useDashboard();
  return (
    <>
      <PageTitle>Dashboard</PageTitle>
      <StaffPushCard />
      {dashboard.isPending ? (
        <Spinner className="size-6 text-brand-700" />
      ) : dashboard.isError ? (
        <LoadFailed error={dashboard.error} retry={() => void dashboard.refetch()} />
      ) : (
        <DashboardCards data={dashboard.data} />
      )}
    </>
  );
}

function DashboardCards({ data }: { data: Dashboard }) {
  const { today } = data;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Card title="Orders today">
        <Figure
          value={today.orders}
          note={today.canceled > 0 ? `${today.canceled} canceled` : 'none canceled'}
        />
      </Card>
      <Card title="Revenue today">
        {/* What the shop keeps: money not yet paid is no sale, and a refund goes back out. */}
        <Figure value={nairaMoney(today.revenue.net)} note="net: paid less refunded" />
        <Split
          rows={[
            // How it was actually paid: a cash order later paid online is online money.
            ['Paid in cash', today.revenue.cash],
            ['Paid online', today.revenue.online],
            ['Paid sales', today.revenue.paid],
            ['Refunded', today.revenue.refunded],
            ['Net', today.revenue.net],
            // Ordered but not paid yet: shown apart, in no total above.
            ['Unpaid', today.revenue.unpaid],
          ]}
        />
      </Card>
      <Card title="Orders waiting">
        <Figure value={data.waiting} note="not yet delivered" />
        <Figure value={data.toAccept} note="new, to accept" />
        <Link
          to={data.toAccept > 0 ? '/admin/orders?status=new' : '/admin/orders?status=open'}
          className="text-sm font-semibold text-brand-700 underline"
        >
          Open the orders board
        </Link>
      </Card>
      <AcceptanceCard acceptance={data.acceptance} />
      <Card title="Menu and users">
        <Figure value={data.counts.foods} note="food items" />
        <Figure value={data.counts.users} note="users" />
      </Card>
      <DaySummary />
      <StockCard data={data} />
    </div>
  );
}

/** The day's card: the last closed day's summary and today so far; quiet while it loads. */
function DaySummary() {
  const summary = useDaySummary();
  if (summary.isError) {
    return (
      <div className="sm:col-span-2 xl:col-span-4">
        <LoadFailed error={summary.error} retry={() => void summary.refetch()} />
      </div>
    );
  }
  return summary.data ? <DaySummaryCard card={summary.data} /> : null;
}

/** Issue: how long orders waited before staff accepted them today (median and longest). */
function AcceptanceCard({ acceptance }: { acceptance: Dashboard['acceptance'] }) {
  return (
    <Card title="Time to accept today">
      {acceptance.medianSeconds === null || acceptance.longestSeconds === null ? (
        <p className="text-sm text-stone-600">No order accepted yet today.</p>
      ) : (
        <>
          <Figure value={waitLength(acceptance.medianSeconds)} note="median wait" />
          <Figure value={waitLength(acceptance.longestSeconds)} note="longest wait" />
          <p className="text-sm text-stone-600">
            over {countOf(acceptance.accepted, 'accepted order')}
          </p>
        </>
      )}
    </Card>
  );
}

function StockCard({ data }: { data: Dashboard }) {
  const rows = [
    ...data.soldOut.map((food) => ({
      ...food,
      text: food.today ? 'sold out today' : 'sold out',
      tone: 'text-red-700',
    })),
    ...data.lowStock.map((food) => ({
      ...food,
      text: `${food.stock} left`,
      tone: 'text-amber-700',
    })),
  ];
  return (
    <div className="sm:col-span-2 xl:col-span-4">
      <Card title="Low on stock or sold out">
        {data.soldOut.length > 0 && (
          <p className="text-sm font-semibold text-red-700">
            {countOf(data.soldOut.length, 'dish', 'dishes')} sold out
          </p>
        )}
        {rows.length === 0 ? (
          <p className="text-sm text-stone-600">Every dish has enough portions.</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {rows.map((food) => (
              <li
                key={food.id}
                className="flex min-h-11 items-center justify-between gap-3 text-sm"
              >
                <Link
                  to={`/admin/edit-food/${food.id}`}
                  className="font-medium text-stone-900 underline-offset-2 hover:underline"
                >
                  {food.name}
                </Link>
                <span className={`font-semibold ${food.tone}`}>{food.text}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
