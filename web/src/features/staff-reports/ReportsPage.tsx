import { useSearchParams } from 'react-router';
import type { Report } from '@buka/domain/reports';
import { formatFullDate, formatShopDateTime } from '@buka/domain/shop-clock';
import { nairaMoney, wholeNairaMoney } from '../../shared/ui/price';
import { Spinner } from '../../shared/ui/Spinner';
import { useReport, type ReportRange } from './api/get-report';
import { Select } from '../../shared/staff/FormControls';
import { LoadFailed } from '../../shared/staff/LoadFailed';
import { PageTitle } from '../../shared/staff/PageTitle';
import { RangePicker } from './components/RangePicker';
import { DrawerDays } from './components/DrawerDays';
import { ReportTable } from './components/ReportTable';
import { SalesChart } from './components/SalesChart';
import { presetRange } from './lib/report-dates';

const paidByLabels = {
  online: 'Paid online',
  cash: 'Paid in cash',
  transfer: 'Paid by bank transfer',
  unpaid: 'Not paid yet',
};
const fulfilmentLabels = { delivery: 'Delivery', pickup: 'Pickup at the shop' };
const sourceLabels = { online: 'Online (the customer)', phone: 'By phone (staff)' };
const periodWords = { day: 'Day', week: 'Week from', month: 'Month from' };

function readRange(params: URLSearchParams): ReportRange {
  const fallback = presetRange('month', new Date());
  const valid = (value: string | null) =>
    value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
  const by = params.get('by');
  return {
    from: valid(params.get('from')) ?? fallback.from,
    to: valid(params.get('to')) ?? fallback.to,
    by: by === 'week' || by === 'month' ? by : 'day',
  };
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <p className="text-sm text-stone-600">{label}</p>
      <p className="text-xl font-extrabold tabular-nums">{value}</p>
    </div>
  );
}

/** Sales over any range of days, how they were paid, what sold, what went back. */
export default function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const range = readRange(params);
  const report = useReport(range);
  const setRange = (change: Partial<ReportRange>) => {
    const next = { ...range, ...change };
    setParams(new URLSearchParams({ from: next.from, to: next.to, by: next.by }), {
      replace: true,
    });
  };
  const data = report.data;

  return (
    <>
      <PageTitle>Reports</PageTitle>
      <div className="mb-5 flex flex-col gap-3">
        <RangePicker from={range.from} to={range.to} onChange={setRange} />
        <div className="max-w-xs">
          <Select
            label="Sales per"
            value={range.by}
            onChange={(by) => setRange({ by: by as ReportRange['by'] })}
          >
            <option value="day">Day</option>
            <option value="week">Week</option>
            <option value="month">Month</option>
          </Select>
        </div>
      </div>
      {report.isPending ? (
        <Spinner className="size-6 text-brand-700" />
      ) : report.isError ? (
        <LoadFailed error={report.error} retry={() => void report.refetch()} />
      ) : (
        data && (
          <div aria-busy={report.isPlaceholderData || undefined} className="flex flex-col gap-5">
            <ReportFigures summary={data.summary} />
            <section
              aria-label="Sales chart"
              className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
            >
              <h2 className="mb-2 text-lg font-bold">Sales per {range.by}</h2>
              <SalesChart sales={data.sales} />
            </section>
            <ReportTables report={data} range={range} />
          </div>
        )
      )}
    </>
  );
}

/** The range's figures at a glance: orders, sales, the average order, refunds, net sales. */
function ReportFigures({ summary }: { summary: Report['summary'] }) {
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <Figure label="Orders" value={summary.orders.toLocaleString('en-NG')} />
      <Figure label="Sales" value={nairaMoney(summary.sales)} />
      <Figure label="Average order" value={wholeNairaMoney(summary.averageOrder)} />
      <Figure label={`Refunded (${summary.refunds})`} value={nairaMoney(summary.refunded)} />
      <Figure label="Net sales" value={nairaMoney(summary.netSales)} />
      <Figure label="Discounts given" value={nairaMoney(summary.discounts)} />
    </div>
  );
}

/**
 * Each table of the report, with its CSV: sales per period, payment, how, source, dishes, staff
 * by person, the drawer's counts, refunds.
 */
function ReportTables({ report: data, range }: { report: Report; range: ReportRange }) {
  return (
    <>
      <ReportTable
        title={`Sales per ${range.by}`}
        table="sales"
        range={range}
        head={[periodWords[range.by], 'Orders', 'Sales']}
        figures={[1, 2]}
        rows={data.sales.map((row) => [
          formatFullDate(row.period),
          row.orders,
          nairaMoney(row.sales),
        ])}
        note={
          <p className="text-sm text-stone-600">
            Orders not canceled, delivery included. {data.summary.canceled} canceled.
          </p>
        }
      />
      <ReportTable
        title="How orders were paid"
        table="paid-by"
        range={range}
        head={['Paid', 'Orders', 'Sales']}
        figures={[1, 2]}
        rows={data.paidBy.map((row) => [
          paidByLabels[row.paidBy],
          row.orders,
          nairaMoney(row.sales),
        ])}
      />
      <ReportTable
        title="Delivery or pickup"
        table="fulfilment"
        range={range}
        head={['How', 'Orders', 'Sales']}
        figures={[1, 2]}
        rows={data.fulfilment.map((row) => [
          fulfilmentLabels[row.fulfilment],
          row.orders,
          nairaMoney(row.sales),
        ])}
      />
      <ReportTable
        title="Promotions"
        table="promotions"
        range={range}
        head={['Promotion', 'Orders', 'Discount']}
        figures={[1, 2]}
        rows={data.promotions.map((row) => [row.label, row.orders, nairaMoney(row.discount)])}
        empty="No order used a promotion in these days"
        note={
          <p className="text-sm text-stone-600">
            Orders not canceled; sales above are already after these discounts.
          </p>
        }
      />
      <ReportTable
        title="Online or by phone"
        table="source"
        range={range}
        head={['Taken', 'Orders', 'Sales']}
        figures={[1, 2]}
        rows={data.source.map((row) => [
          sourceLabels[row.source],
          row.orders,
          nairaMoney(row.sales),
        ])}
      />
      <ReportTable
        title="Best-selling dishes"
        table="dishes"
        range={range}
        head={['Dish', 'Portions', 'Revenue']}
        figures={[1, 2]}
        rows={data.dishes.map((row) => [row.name, row.quantity, nairaMoney(row.revenue)])}
      />
      <ReportTable
        title="Best-selling choices"
        table="choices"
        range={range}
        head={['Choice', 'Portions', 'Added to sales']}
        figures={[1, 2]}
        rows={data.choices.map((row) => [
          `${row.group}: ${row.name}`,
          row.quantity,
          nairaMoney(row.revenue),
        ])}
        empty="No dish with choices was sold in this range."
      />
      <ReportTable
        title="By person"
        table="people"
        range={range}
        head={['Staff', 'Accepted', 'Phone orders', 'Marked paid', 'Refunds']}
        figures={[1, 2, 3, 4]}
        rows={data.people.map((row) => [
          row.name,
          row.accepted,
          row.phoneOrders,
          `${row.markedPaid} · ${nairaMoney(row.markedPaidAmount)}`,
          `${row.refunds} · ${nairaMoney(row.refunded)}`,
        ])}
        empty="Nobody on the staff accepted, took, marked paid or refunded an order in this range."
        note={
          <p className="text-sm text-stone-600">
            Who did what to orders in the range: orders accepted, phone orders taken, orders marked
            paid (cash or transfer) and refunds given.
          </p>
        }
      />
      <DrawerDays range={range} />
      <ReportTable
        title="Refunds"
        table="refunds"
        range={range}
        head={['Asked', 'Order', 'Amount', 'Through', 'Status', 'Reason']}
        figures={[2]}
        rows={data.refunds.map((row) => [
          formatShopDateTime(Date.parse(row.createdAt)),
          `#${row.orderId}`,
          nairaMoney(row.amount),
          row.method === 'cash' ? 'cash by hand' : row.provider,
          row.status,
          row.reason,
        ])}
        empty="No refunds in this range."
      />
      <ReportTable
        title="Every order"
        table="orders"
        range={range}
        head={[]}
        rows={[]}
        empty={`All ${data.summary.orders + data.summary.canceled} orders of the range, one line each, in the CSV.`}
      />
    </>
  );
}
