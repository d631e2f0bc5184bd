import type { DaySummary } from '@buka/domain/day-summary';
import { dayEnd, dayStart } from '@buka/domain/shop-clock';
import type { AppDeps } from '../app-deps';
import { acceptanceWaits } from '../admin/dashboard.repository';
import { buildCashUp, buildReport } from '../reports/reports.service';

/** The best-selling dishes a summary names. */
const BEST_DISHES = 3;

/**
 * One shop day's figures, read the reports' own way (the report, the cash-up and the
 * dashboard's acceptance times for that date), so the summary and the reports page never
 * disagree about a day.
 */
export async function buildDaySummary(
  deps: Pick<AppDeps, 'db'>,
  date: string,
): Promise<DaySummary> {
  const range = { from: date, to: date };
  const report = await buildReport(deps, { ...range, by: 'day' });
  const [cashUp, acceptance] = await Promise.all([
    buildCashUp(deps, range),
    acceptanceWaits(deps.db.kysely, dayStart(date), dayEnd(date)),
  ]);
  const { summary } = report;
  const paidSales = report.paidBy
    .filter((row) => row.paidBy !== 'unpaid')
    .reduce((sum, row) => sum + row.sales, 0);
  return {
    date,
    orders: summary.orders,
    canceled: summary.canceled,
    sales: summary.sales,
    // Naira with kobo: summed in kobo so no fraction of a kobo creeps in.
    paidSales: Math.round(paidSales * 100) / 100,
    refunds: summary.refunds,
    refunded: summary.refunded,
    net: summary.netSales,
    cashInDrawer: cashUp[0]?.cashInHand ?? 0,
    bestDishes: report.dishes
      .slice(0, BEST_DISHES)
      .map((dish) => ({ name: dish.name, quantity: dish.quantity })),
    slowestAcceptSeconds: acceptance.longestSeconds,
  };
}
