import { rolesWith, type Role } from '@buka/domain/staff-roles';
import type { Kysely } from 'kysely';
import type { PushSubscriptionJson } from '@buka/domain/notifications';
import type { Database, PushSubscriptionRow } from '../db/tables';

// A person's phones and tablets; more are one being replaced after a reinstall, so the oldest go.
const MAX_STAFF_DEVICES_PER_USER = 20;
const MAX_DEVICES_PER_ORDER = 5;

/**
 * Saves a subscription for staff (orderId null) or for one order, replacing what the same
 * browser saved before for the same purpose (a browser renews its keys now and then).
 */
export async function savePushSubscription(
  db: Kysely<Database>,
  subscription: PushSubscriptionJson & { userId: number; orderId: number | null },
  now: number,
): Promise<void> {
  const { endpoint, keys, userId, orderId } = subscription;
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('pushSubscriptions')
      .where('orderId', purpose(orderId), orderId)
      .where('endpoint', '=', endpoint)
      .execute();
    await trx
      .insertInto('pushSubscriptions')
      .values({ userId, orderId, endpoint, p256dh: keys.p256dh, auth: keys.auth, createdAt: now })
      .execute();
    const limit = orderId === null ? MAX_STAFF_DEVICES_PER_USER : MAX_DEVICES_PER_ORDER;
    // Staff devices count per person; an order's, per order.
    const keep = await trx
      .selectFrom('pushSubscriptions')
      .select('id')
      .where('orderId', purpose(orderId), orderId)
      .$if(orderId === null, (query) => query.where('userId', '=', userId))
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    await trx
      .deleteFrom('pushSubscriptions')
      .where('orderId', purpose(orderId), orderId)
      .$if(orderId === null, (query) => query.where('userId', '=', userId))
      .where(
        'id',
        'not in',
        keep.map((row) => row.id),
      )
      .execute();
  });
}

/** Staff subscriptions have no order: `order_id is null`; an order's, `order_id = ?`. */
function purpose(orderId: number | null): 'is' | '=' {
  return orderId === null ? 'is' : '=';
}

/** Turns off notifications for that purpose in that browser, for that user only. */
export async function deletePushSubscription(
  db: Kysely<Database>,
  where: { userId: number; endpoint: string; orderId: number | null },
): Promise<boolean> {
  const result = await db
    .deleteFrom('pushSubscriptions')
    .where('orderId', purpose(where.orderId), where.orderId)
    .where('userId', '=', where.userId)
    .where('endpoint', '=', where.endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Every device of staff who still see the board: a demoted or disabled account, or a role
 * without the board, hears nothing.
 */
export async function staffPushTargets(
  db: Kysely<Database>,
): Promise<(PushSubscriptionRow & { role: Role })[]> {
  return (
    db
      .selectFrom('pushSubscriptions')
      .innerJoin('users', 'users.id', 'pushSubscriptions.userId')
      .selectAll('pushSubscriptions')
      // What a device is told depends on its person's role (the kitchen hears of no money).
      .select('users.role')
      .where('pushSubscriptions.orderId', 'is', null)
      .where('users.role', 'in', rolesWith('orders.view'))
      .where('users.disabledAt', 'is', null)
      .execute()
  );
}

/** One staff device, if it is this user's. */
export async function findStaffSubscription(
  db: Kysely<Database>,
  userId: number,
  endpoint: string,
): Promise<PushSubscriptionRow | undefined> {
  return db
    .selectFrom('pushSubscriptions')
    .selectAll()
    .where('orderId', 'is', null)
    .where('userId', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
}

/** The devices that asked to follow one order. */
export async function orderPushTargets(
  db: Kysely<Database>,
  orderId: number,
): Promise<PushSubscriptionRow[]> {
  return db.selectFrom('pushSubscriptions').selectAll().where('orderId', '=', orderId).execute();
}

/** The push service said the subscription is dead (404/410): it goes, whatever it was for. */
export async function deleteDeadEndpoint(db: Kysely<Database>, endpoint: string): Promise<void> {
  await db.deleteFrom('pushSubscriptions').where('endpoint', '=', endpoint).execute();
}

/** A finished order has nothing more to say. */
export async function deleteOrderSubscriptions(db: Kysely<Database>, orderId: number) {
  await db.deleteFrom('pushSubscriptions').where('orderId', '=', orderId).execute();
}
