import type { z } from 'zod';
import { koboToNaira } from '@buka/domain/money';
import { orderStatuses } from '@buka/domain/orders';
import {
  dateOfDayNumber,
  dayNumberOf,
  dayNumberStart,
  firstOfMonth,
  mondayOf,
  shopDayNumber,
} from '@buka/domain/shop-clock';
import {
  fulfilmentValues,
  paidByValues,
  sourceValues,
  type CashUpDay,
  type Report,
  type reportQuerySchema,
} from '@buka/domain/reports';
import type { AppDeps } from '../app-deps';
import {
  readDayChoices,
  readDayDishes,
  readDayOrders,
  refreshReportDays,
  type DayOrdersRow,
} from './report-days.repository';
import { readStaffActs } from './report-people.repository';
import { readRefunds } from './reports.repository';
import { promotionsInRange } from '../promotions/promotions.repository';

export type ReportQuery = z.infer<typeof reportQuerySchema>;
type Deps = Pick<AppDeps, 'db'>;

const canceled = (row: DayOrdersRow) => row.status === orderStatuses.canceled;
const periodOf = { day: (day: number) => day, week: mondayOf, month: firstOfMonth };

/** The range's days, rebuilt where an order changed since, and its refunds' instants. */
export async function reportDays(deps: Deps, query: Pick<ReportQuery, 'from' | 'to'>) {
  const fromDay = dayNumberOf(query.from);
  const toDay = dayNumberOf(query.to);
  await refreshReportDays(deps.db, fromDay, toDay);
  return { fromDay, toDay, from: dayNumberStart(fromDay), to: dayNumberStart(toDay + 1) };
}

function add(into: Map<string, { orders: number; kobo: number }>, key: string, row: DayOrdersRow) {
  const sum = into.get(key) ?? { orders: 0, kobo: 0 };
  sum.orders += row.orders;
  sum.kobo += row.totalKobo;
  into.set(key, sum);
}

/** Every refund of the range, a page at a time (the report shows the first REFUND_ROWS). */
export async function* refundsIn(deps: Deps, range: { from: number; to: number }) {
  for (let afterId = 0; ;) {
    const rows = await readRefunds(deps.db.kysely, range, { afterId, limit: 1000 });
    yield* rows;
    if (rows.length < 1000) return;
    afterId = rows.at(-1)!.id;
  }
}

const REFUND_ROWS = 500;

/** GET /api/admin/reports: sales over time, how orders were paid, dishes, refunds. */
export async function buildReport(deps: Deps, query: ReportQuery): Promise<Report> {
  const days = await reportDays(deps, query);
  const [rows, dishes, choices, people, promotions] = await Promise.all([
    readDayOrders(deps.db.kysely, days.fromDay, days.toDay),
    readDayDishes(deps.db.kysely, days.fromDay, days.toDay),
    readDayChoices(deps.db.kysely, days.fromDay, days.toDay),
    readStaffActs(deps.db.kysely, days),
    promotionsInRange(deps.db.kysely, days),
  ]);
  const sold = rows.filter((row) => !canceled(row));
  const periods = new Map<string, { orders: number; kobo: number }>();
  // Every period of the range, sales or not, so a chart shows the quiet days too.
  for (let day = days.fromDay; day <= days.toDay; day++) {
    const key = dateOfDayNumber(Math.max(periodOf[query.by](day), days.fromDay));
    if (!periods.has(key)) periods.set(key, { orders: 0, kobo: 0 });
  }
  const paidBy = new Map<string, { orders: number; kobo: number }>();
  const fulfilment = new Map<string, { orders: number; kobo: number }>();
  const source = new Map<string, { orders: number; kobo: number }>();
  for (const row of sold) {
    add(periods, dateOfDayNumber(Math.max(periodOf[query.by](row.day), days.fromDay)), row);
    add(paidBy, row.paidBy, row);
    add(fulfilment, row.fulfilment, row);
    add(source, row.source, row);
  }
  const figuresOf = (sums: Map<string, { orders: number; kobo: number }>, key: string) => ({
    orders: sums.get(key)?.orders ?? 0,
    sales: koboToNaira(sums.get(key)?.kobo ?? 0),
  });
  const orders = sold.reduce((sum, row) => sum + row.orders, 0);
  const salesKobo = sold.reduce((sum, row) => sum + row.totalKobo, 0);

  const refunds = [];
  let refundedKobo = 0;
  let refundCount = 0;
  for await (const refund of refundsIn(deps, days)) {
    if (refund.status === 'failed') continue;
    refundedKobo += refund.amountKobo;
    refundCount++;
    if (refunds.length < REFUND_ROWS) refunds.push(refund);
  }
  return {
    from: query.from,
    to: query.to,
    by: query.by,
    summary: {
      orders,
      sales: koboToNaira(salesKobo),
      averageOrder: orders === 0 ? 0 : Math.round(salesKobo / orders) / 100,
      canceled: rows.filter(canceled).reduce((sum, row) => sum + row.orders, 0),
      refunded: koboToNaira(refundedKobo),
      refunds: refundCount,
      netSales: koboToNaira(salesKobo - refundedKobo),
      discounts: koboToNaira(promotions.reduce((sum, each) => sum + each.discountKobo, 0)),
    },
    sales: [...periods].map(([period, sum]) => ({
      period,
      orders: sum.orders,
      sales: koboToNaira(sum.kobo),
    })),
    paidBy: paidByValues.map((value) => ({ paidBy: value, ...figuresOf(paidBy, value) })),
    fulfilment: fulfilmentValues.map((value) => ({
      fulfilment: value,
      ...figuresOf(fulfilment, value),
    })),
    source: sourceValues.map((value) => ({ source: value, ...figuresOf(source, value) })),
    dishes: dishes.map((dish) => ({
      foodId: dish.foodId,
      name: dish.name,
      quantity: dish.quantity,
      revenue: koboToNaira(dish.revenueKobo),
    })),
    choices: choices.map((choice) => ({
      group: choice.groupName,
      name: choice.name,
      quantity: choice.quantity,
      revenue: koboToNaira(choice.revenueKobo),
    })),
    people: people
      .map((person) => ({
        name: person.name,
        accepted: person.accepted,
        phoneOrders: person.phoneOrders,
        markedPaid: person.markedPaid,
        markedPaidAmount: koboToNaira(person.markedKobo),
        refunds: person.refunds,
        refunded: koboToNaira(person.refundedKobo),
      }))
      .sort(
        (a, b) =>
          b.accepted +
            b.phoneOrders +
            b.markedPaid +
            b.refunds -
            (a.accepted + a.phoneOrders + a.markedPaid + a.refunds) || a.name.localeCompare(b.name),
      ),
    promotions: promotions.map((each) => ({
      promotionId: each.promotionId,
      label: each.label,
      orders: each.orders,
      discount: koboToNaira(each.discountKobo),
    })),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      orderId: refund.orderId,
      createdAt: new Date(refund.createdAt).toISOString(),
      amount: koboToNaira(refund.amountKobo),
      method: refund.paymentId === null ? ('cash' as const) : ('online' as const),
      provider: refund.provider,
      status: refund.status,
      reason: refund.reason,
    })),
  };
}

/**
 * The cash-up, per day: cash the drawer should hold from the day's delivered cash orders (less
 * cash handed back that day), what phone customers paid by bank transfer, and what came in
 * online; the orders still open.
 */
export async function buildCashUp(
  deps: Deps,
  query: Pick<ReportQuery, 'from' | 'to'>,
): Promise<CashUpDay[]> {
  const days = await reportDays(deps, query);
  const rows = await readDayOrders(deps.db.kysely, days.fromDay, days.toDay);
  const byDay = new Map<number, CashUpDay & { kobo: Record<string, number> }>();
  const dayOfRow = (day: number) => {
    let entry = byDay.get(day);
    if (!entry) {
      entry = {
        date: dateOfDayNumber(day),
        cashOrders: 0,
        cashExpected: 0,
        cashNotMarked: 0,
        cashRefunded: 0,
        cashInHand: 0,
        transferOrders: 0,
        transferExpected: 0,
        transferNotConfirmed: 0,
        onlineOrders: 0,
        onlineSettled: 0,
        onlineRefunded: 0,
        stillOpen: 0,
        kobo: {
          expected: 0,
          notMarked: 0,
          transfer: 0,
          transferNotConfirmed: 0,
          online: 0,
          cashBack: 0,
          onlineBack: 0,
        },
      };
      byDay.set(day, entry);
    }
    return entry;
  };
  for (let day = days.fromDay; day <= days.toDay; day++) dayOfRow(day);
  for (const row of rows) {
    const entry = dayOfRow(row.day);
    const delivered = row.status === orderStatuses.delivered;
    if (delivered && row.paymentMethod === 'cash' && row.paidBy !== 'online') {
      entry.cashOrders += row.orders;
      entry.kobo.expected! += row.totalKobo;
      if (row.paidBy === 'unpaid') entry.kobo.notMarked! += row.totalKobo;
    }
    if (row.paymentMethod === 'transfer' && (delivered || row.paidBy === 'transfer')) {
      entry.transferOrders += row.orders;
      entry.kobo.transfer! += row.totalKobo;
      if (row.paidBy === 'unpaid') entry.kobo.transferNotConfirmed! += row.totalKobo;
    }
    if (row.paidBy === 'online') {
      entry.onlineOrders += row.orders;
      entry.kobo.online! += row.totalKobo;
    }
    if (!delivered && !canceled(row)) entry.stillOpen += row.orders;
  }
  for await (const refund of refundsIn(deps, days)) {
    if (refund.status === 'failed') continue;
    const entry = dayOfRow(shopDayNumber(refund.createdAt));
    entry.kobo[refund.paymentId === null ? 'cashBack' : 'onlineBack']! += refund.amountKobo;
  }
  return [...byDay.values()].map(({ kobo, ...day }) => ({
    ...day,
    cashExpected: koboToNaira(kobo.expected!),
    cashNotMarked: koboToNaira(kobo.notMarked!),
    cashRefunded: koboToNaira(kobo.cashBack!),
    cashInHand: koboToNaira(kobo.expected! - kobo.cashBack!),
    transferExpected: koboToNaira(kobo.transfer!),
    transferNotConfirmed: koboToNaira(kobo.transferNotConfirmed!),
    onlineSettled: koboToNaira(kobo.online!),
    onlineRefunded: koboToNaira(kobo.onlineBack!),
  }));
}
