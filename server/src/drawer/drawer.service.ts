import { formatShopDateTime, shopToday } from '@buka/domain/shop-clock';
import { koboToNaira, nairaToKobo } from '@buka/domain/money';
import { messages } from '@buka/domain/messages';
import type { DrawerCount } from '@buka/domain/drawer';
import type { AppDeps } from '../app-deps';
import type { DrawerCountRow, UserRow } from '../db/tables';
import { HttpError } from '../http/errors';
import { isUniqueViolation } from '../orders/idempotency.repository';
import { buildCashUp } from '../reports/reports.service';
import {
  findDrawerCount,
  findStandingCount,
  insertDrawerCount,
  reopenDrawerCount,
} from './drawer.repository';

type Deps = Pick<AppDeps, 'db' | 'now'>;
type Staff = Pick<UserRow, 'id' | 'name' | 'phone'>;

// An account signed in through a provider may have no name yet.
const nameOf = (staff: Staff) => staff.name || staff.phone || 'Staff';

export function toDrawerCount(row: DrawerCountRow): DrawerCount {
  return {
    id: row.id,
    date: row.date,
    cashExpected: koboToNaira(row.cashExpectedKobo),
    cashCounted: koboToNaira(row.cashCountedKobo),
    cashDifference: koboToNaira(row.cashCountedKobo - row.cashExpectedKobo),
    transferExpected: koboToNaira(row.transferExpectedKobo),
    transferSeen: koboToNaira(row.transferSeenKobo),
    transferDifference: koboToNaira(row.transferSeenKobo - row.transferExpectedKobo),
    note: row.note,
    closedBy: row.closedByName,
    closedAt: new Date(row.closedAt).toISOString(),
    reopened:
      row.reopenedAt === null
        ? null
        : {
            by: row.reopenedByName ?? 'Staff',
            at: new Date(row.reopenedAt).toISOString(),
            reason: row.reopenReason ?? '',
          },
  };
}

function alreadyClosed(row: DrawerCountRow): HttpError {
  const text = messages.drawerAlreadyClosed
    .replace('{name}', row.closedByName)
    .replace('{time}', formatShopDateTime(row.closedAt));
  return new HttpError(409, text, 'drawer_closed');
}

/**
 * Closes a shop day with what was counted. The expected figures are the cash-up's at this
 * moment, read by the server, so the count is kept against what the shop knew when it closed;
 * selling and marking cash go on after it (docs/decisions/0016-the-drawer-counted.md).
 */
export async function closeDay(
  deps: Deps,
  staff: Staff,
  date: string,
  counted: { cash: number; transfers: number; note: string },
): Promise<DrawerCount> {
  const db = deps.db.kysely;
  const now = deps.now();
  if (date > shopToday(now)) throw new HttpError(400, messages.drawerDayNotYet);
  const standing = await findStandingCount(db, date);
  if (standing) throw alreadyClosed(standing);
  const [day] = await buildCashUp(deps, { from: date, to: date });
  try {
    const id = await insertDrawerCount(db, {
      date,
      cashExpectedKobo: nairaToKobo(day!.cashInHand),
      cashCountedKobo: nairaToKobo(counted.cash),
      transferExpectedKobo: nairaToKobo(day!.transferExpected),
      transferSeenKobo: nairaToKobo(counted.transfers),
      note: counted.note,
      closedById: staff.id,
      closedByName: nameOf(staff),
      closedAt: now.getTime(),
    });
    return toDrawerCount(await findDrawerCount(db, id));
  } catch (error) {
    // Two tills closing the same day at once: the index lets one through.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findStandingCount(db, date);
    if (!winner) throw error;
    throw alreadyClosed(winner);
  }
}

/** A manager reopens a closed day; the count stays, with who reopened it, when and why. */
export async function reopenDay(
  deps: Deps,
  staff: Staff,
  date: string,
  reason: string,
): Promise<DrawerCount> {
  const db = deps.db.kysely;
  const standing = await findStandingCount(db, date);
  const reopened =
    standing &&
    (await reopenDrawerCount(db, standing.id, {
      by: staff,
      byName: nameOf(staff),
      at: deps.now().getTime(),
      reason,
    }));
  if (!standing || !reopened) throw new HttpError(409, messages.drawerNotClosed, 'drawer_open');
  return toDrawerCount(await findDrawerCount(db, standing.id));
}
