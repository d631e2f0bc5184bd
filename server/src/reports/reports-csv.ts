import { koboToNaira } from '@buka/domain/money';
import { orderStatusLabels, type OrderStatus } from '@buka/domain/orders';
import type { ReportCsvTable } from '@buka/domain/reports';
import { formatCsvDateTime } from '@buka/domain/shop-clock';
import type { AppDeps } from '../app-deps';
import { listDrawerCounts } from '../drawer/drawer.repository';
import { toDrawerCount } from '../drawer/drawer.service';
import { readOrdersBatch } from './reports.repository';
import {
  buildCashUp,
  buildReport,
  refundsIn,
  reportDays,
  type ReportQuery,
} from './reports.service';

type Deps = Pick<AppDeps, 'db'>;
type Cell = string | number | null;

// What a spreadsheet may take for the start of a formula: = + - @, a tab or carriage return, and
// their full-width forms (＝ ＋ － ＠), which some spreadsheets read as the same signs.
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * One CSV line. Text a spreadsheet would run as a formula (a customer named "=HYPERLINK(…)")
 * is kept as text with a leading apostrophe; commas, quotes and line breaks are quoted.
 */
export function csvLine(cells: Cell[]): string {
  return `${cells
    .map((cell) => {
      if (cell === null) return '';
      if (typeof cell === 'number') return String(cell);
      const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
      return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(',')}\r\n`;
}

const ORDER_BATCH = 1000;

/** Every order of the range, a batch at a time: memory stays flat however long the range. */
async function* ordersCsv(deps: Deps, query: ReportQuery) {
  const range = await reportDays(deps, query);
  yield csvLine([
    'order',
    'placed (Lagos)',
    'status',
    'chosen payment',
    'paid by',
    'total (NGN)',
    'delivery fee (NGN)',
    'discount (NGN)',
    'refunded (NGN)',
    'promotion',
    'customer',
    'phone',
    'area',
    'delivery or pickup',
    'source',
  ]);
  let after: { createdAt: number; id: number } | null = null;
  for (;;) {
    const rows = await readOrdersBatch(deps.db.kysely, range, after, ORDER_BATCH);
    let chunk = '';
    for (const row of rows) {
      chunk += csvLine([
        row.id,
        formatCsvDateTime(row.createdAt),
        orderStatusLabels[row.status as OrderStatus] ?? row.status,
        row.payByTransfer === 1 ? 'transfer' : row.paymentMethod,
        row.paidBy,
        koboToNaira(row.totalKobo),
        koboToNaira(row.deliveryFeeKobo),
        koboToNaira(row.discountKobo),
        koboToNaira(row.refundedKobo),
        // The promotions' labels as the customer read them; a label like "-10% Fridays" is
        // kept as text by the same guard as the customer's name.
        row.discountLabel,
        row.clientName,
        row.clientPhone,
        row.area,
        row.fulfilment,
        row.source,
      ]);
    }
    if (chunk) yield chunk;
    if (rows.length < ORDER_BATCH) return;
    const last = rows.at(-1)!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

async function* refundsCsv(deps: Deps, query: ReportQuery) {
  const range = await reportDays(deps, query);
  yield csvLine([
    'refund',
    'order',
    'asked (Lagos)',
    'amount (NGN)',
    'through',
    'status',
    'reason',
  ]);
  for await (const refund of refundsIn(deps, range)) {
    yield csvLine([
      refund.id,
      refund.orderId,
      formatCsvDateTime(refund.createdAt),
      koboToNaira(refund.amountKobo),
      refund.provider,
      refund.status,
      refund.reason,
    ]);
  }
}

/** The counts of the range's closed days, reopened ones too (docs/operations.md#the-drawer-counted). */
async function* drawerCsv(deps: Deps, query: ReportQuery) {
  yield csvLine([
    'date',
    'cash expected (NGN)',
    'cash counted (NGN)',
    'over (+) or short (-) (NGN)',
    'transfers expected (NGN)',
    'transfers seen (NGN)',
    'transfers over or short (NGN)',
    'note',
    'closed by',
    'closed at (Lagos)',
    'reopened by',
    'reopened at (Lagos)',
    'why reopened',
  ]);
  for (const row of await listDrawerCounts(deps.db.kysely, query)) {
    const count = toDrawerCount(row);
    yield csvLine([
      count.date,
      count.cashExpected,
      count.cashCounted,
      count.cashDifference,
      count.transferExpected,
      count.transferSeen,
      count.transferDifference,
      count.note,
      count.closedBy,
      formatCsvDateTime(row.closedAt),
      count.reopened?.by ?? null,
      row.reopenedAt === null ? null : formatCsvDateTime(row.reopenedAt),
      count.reopened?.reason ?? null,
    ]);
  }
}

/** GET /api/admin/reports/:table.csv: the report's tables, and every order of the range. */
export async function* reportCsv(
  deps: Deps,
  table: ReportCsvTable,
  query: ReportQuery,
): AsyncGenerator<string> {
  if (table === 'orders') return yield* ordersCsv(deps, query);
  if (table === 'refunds') return yield* refundsCsv(deps, query);
  if (table === 'drawer') return yield* drawerCsv(deps, query);
  if (table === 'cash-up') {
    const days = await buildCashUp(deps, query);
    yield csvLine([
      'date',
      'cash orders delivered',
      'cash expected (NGN)',
      'not marked collected (NGN)',
      'cash refunded (NGN)',
      'cash in hand (NGN)',
      'transfer orders',
      'transfers expected (NGN)',
      'transfers not confirmed (NGN)',
      'online orders',
      'online settled (NGN)',
      'online refunded (NGN)',
      'still open',
    ]);
    for (const day of days) {
      yield csvLine([
        day.date,
        day.cashOrders,
        day.cashExpected,
        day.cashNotMarked,
        day.cashRefunded,
        day.cashInHand,
        day.transferOrders,
        day.transferExpected,
        day.transferNotConfirmed,
        day.onlineOrders,
        day.onlineSettled,
        day.onlineRefunded,
        day.stillOpen,
      ]);
    }
    return;
  }
  const report = await buildReport(deps, query);
  if (table === 'sales') {
    yield csvLine([`${query.by} from`, 'orders', 'sales (NGN)']);
    for (const row of report.sales) yield csvLine([row.period, row.orders, row.sales]);
    // The range's totals below its periods, so the sheet shows what was kept after refunds.
    const { summary } = report;
    yield csvLine(['total', summary.orders, summary.sales]);
    yield csvLine(['refunded', summary.refunds, -summary.refunded]);
    yield csvLine(['net sales', summary.orders, summary.netSales]);
  } else if (table === 'paid-by') {
    yield csvLine(['paid by', 'orders', 'sales (NGN)']);
    for (const row of report.paidBy) yield csvLine([row.paidBy, row.orders, row.sales]);
  } else if (table === 'fulfilment') {
    yield csvLine(['delivery or pickup', 'orders', 'sales (NGN)']);
    for (const row of report.fulfilment) yield csvLine([row.fulfilment, row.orders, row.sales]);
  } else if (table === 'source') {
    yield csvLine(['source', 'orders', 'sales (NGN)']);
    for (const row of report.source) yield csvLine([row.source, row.orders, row.sales]);
  } else if (table === 'people') {
    yield csvLine([
      'staff member',
      'orders accepted',
      'phone orders taken',
      'orders marked paid',
      'marked paid (NGN)',
      'refunds given',
      'refunded (NGN)',
    ]);
    for (const row of report.people) {
      yield csvLine([
        row.name,
        row.accepted,
        row.phoneOrders,
        row.markedPaid,
        row.markedPaidAmount,
        row.refunds,
        row.refunded,
      ]);
    }
  } else if (table === 'promotions') {
    yield csvLine(['promotion', 'orders', 'discount (NGN)']);
    for (const row of report.promotions) yield csvLine([row.label, row.orders, row.discount]);
    yield csvLine(['total', '', report.summary.discounts]);
  } else if (table === 'choices') {
    yield csvLine(['group', 'choice', 'portions', 'revenue (NGN)']);
    for (const row of report.choices) {
      yield csvLine([row.group, row.name, row.quantity, row.revenue]);
    }
  } else {
    yield csvLine(['dish', 'portions', 'revenue (NGN)']);
    for (const row of report.dishes) yield csvLine([row.name, row.quantity, row.revenue]);
  }
}
