import type { Kysely } from 'kysely';
import { orderStatuses } from '@buka/domain/order-status';
import type { Database, WhatsAppMessageRow } from '../../db/tables';
import { noticesInstead, queueNotices, type NoticePayload } from '../notice-outbox.repository';

// What the shop keeps of WhatsApp (docs/whatsapp.md#messages-the-shop-sends): who wants an
// order's steps there, what customers wrote, and WhatsApp's later word on what it accepted.

/** Whether the order's customer still wants its steps on WhatsApp. */
export async function wantsWhatsAppUpdates(
  db: Kysely<Database>,
  orderId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('whatsappUpdates')
    .where('id', '=', orderId)
    .executeTakeFirst();
  return row?.whatsappUpdates === 1;
}

/**
 * A STOP from this phone (the 11 digits orders keep): none of its orders sends another step on
 * WhatsApp, the ones already queued included (the sender looks again before each). Answers how
 * many orders had it on.
 */
export async function stopWhatsAppUpdates(db: Kysely<Database>, phone: string): Promise<number> {
  const result = await db
    .updateTable('orders')
    .set({ whatsappUpdates: 0 })
    .where('clientPhone', '=', phone)
    .where('whatsappUpdates', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The customer unticked WhatsApp on the order's page: this order sends no more steps there. */
export async function stopOrderWhatsApp(db: Kysely<Database>, orderId: number): Promise<void> {
  await db.updateTable('orders').set({ whatsappUpdates: 0 }).where('id', '=', orderId).execute();
}

/** Turns the steps back on for the phone's open orders (START after a STOP). */
export async function restartWhatsAppUpdates(db: Kysely<Database>, phone: string): Promise<number> {
  const result = await db
    .updateTable('orders')
    .set({ whatsappUpdates: 1 })
    .where('clientPhone', '=', phone)
    .where('status', 'not in', [orderStatuses.delivered, orderStatuses.canceled])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The order a message from this phone is about: its newest open one, else its newest. */
export async function latestOrderOf(
  db: Kysely<Database>,
  phone: string,
): Promise<{ id: number; open: boolean } | undefined> {
  const closed = [orderStatuses.delivered, orderStatuses.canceled];
  const newest = (open: boolean) => {
    const query = db.selectFrom('orders').select('id').where('clientPhone', '=', phone);
    return (open ? query.where('status', 'not in', closed) : query)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  };
  const open = await newest(true);
  if (open) return { id: open.id, open: true };
  const any = await newest(false);
  return any ? { id: any.id, open: false } : undefined;
}

export type IncomingMessage = Omit<WhatsAppMessageRow, 'id'>;

/** Stores a customer's message once (Meta sends a webhook again until it is answered). */
export async function storeIncoming(
  db: Kysely<Database>,
  message: IncomingMessage,
): Promise<boolean> {
  const result = await db
    .insertInto('whatsappMessages')
    .values(message)
    .onConflict((oc) => oc.column('waId').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The messages written about these orders, oldest first. */
export async function messagesOfOrders(
  db: Kysely<Database>,
  orderIds: number[],
): Promise<WhatsAppMessageRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('whatsappMessages')
    .selectAll()
    .where('orderId', 'in', orderIds)
    .orderBy('id')
    .execute();
}

/** Staff read the order's messages: each unread one is marked so. Answers how many. */
export async function markMessagesRead(
  db: Kysely<Database>,
  orderId: number,
  now: number,
): Promise<number> {
  const result = await db
    .updateTable('whatsappMessages')
    .set({ readAt: now })
    .where('orderId', '=', orderId)
    .where('readAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * WhatsApp's status callback on a message the shop sent (found by its id, kept as the send's
 * detail): delivered or read is noted; failed turns the send to failed, with WhatsApp's reason,
 * and queues what goes in its place (a step's SMS) in the same transaction. Answers the orders
 * something was queued for.
 */
export async function recordReceipt(
  db: Kysely<Database>,
  messageId: string,
  receipt: { status: 'sent' | 'delivered' | 'read' | 'failed'; why?: string },
  now: number,
): Promise<number[]> {
  if (receipt.status === 'failed') {
    return db.transaction().execute(async (trx) => {
      const failed = await trx
        .updateTable('notificationSends')
        .where('channel', '=', 'whatsapp')
        .where('detail', '=', messageId)
        .set({
          status: 'failed',
          receipt: `failed: ${receipt.why ?? 'no reason given'}`.slice(0, 300),
          updatedAt: now,
        })
        .returning(['orderId', 'step', 'recipient', 'payload'])
        .execute();
      const instead = failed.flatMap(({ payload, ...row }) =>
        payload ? noticesInstead({ ...row, payload: JSON.parse(payload) as NoticePayload }) : [],
      );
      // Once per order, step and number, however often Meta says it failed.
      const queued = await queueNotices(trx, instead, now);
      return queued > 0 ? instead.flatMap((notice) => notice.orderId ?? []) : [];
    });
  }
  if (receipt.status === 'sent') return [];
  const sends = db
    .updateTable('notificationSends')
    .where('channel', '=', 'whatsapp')
    .where('detail', '=', messageId);
  // Read comes after delivered; a late 'delivered' does not take it back.
  const query = sends.set({ receipt: receipt.status, updatedAt: now });
  await (
    receipt.status === 'delivered'
      ? query.where((eb) => eb.or([eb('receipt', 'is', null), eb('receipt', '!=', 'read')]))
      : query
  ).execute();
  return [];
}
