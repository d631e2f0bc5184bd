import type { AppDeps } from '../app-deps';
import {
  countOrdersByDays,
  refreshReportDays,
  staleDayCount,
} from '../reports/report-days.repository';
import { countAllOrders, statusesOf, type OrdersFilter } from './orders-admin.repository';

/** More days than this waiting to be rebuilt (a bulk load, an upgrade): count order by order. */
const FEW_STALE_DAYS = 3;

/**
 * The board's "N orders": from the days' totals (today's, usually the only day changed since,
 * rebuilt first), so it costs the same for a shop with a year of orders as for a new one.
 */
export async function countBoardOrders(
  deps: Pick<AppDeps, 'db'>,
  filter: OrdersFilter,
): Promise<number> {
  // 'new' orders are few, and what makes them new is not in the days' totals.
  if (
    filter.status === 'new' ||
    (await staleDayCount(deps.db.kysely, FEW_STALE_DAYS + 1)) > FEW_STALE_DAYS
  ) {
    return countAllOrders(deps.db.kysely, filter);
  }
  await refreshReportDays(deps.db, 0, 1_000_000);
  return countOrdersByDays(deps.db.kysely, {
    statuses: statusesOf(filter.status),
    paid: filter.paid,
  });
}
