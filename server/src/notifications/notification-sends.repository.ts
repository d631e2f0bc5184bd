import type { Kysely } from 'kysely';
import type { Database, NotificationSendTable } from '../db/tables';

export interface SendKey {
  orderId: number;
  step: string;
  channel: 'push' | 'sms';
  recipient: string;
}

/**
 * Claims one message before it is sent: true for the one caller (in whichever process) that
 * wrote the row, false for every other. This is what makes it once per step and recipient
 * (docs/orders.md#notifications), and never twice, even when a send fails halfway.
 */
export async function claimSend(db: Kysely<Database>, key: SendKey, now: number): Promise<boolean> {
  const result = await db
    .insertInto('notificationSends')
    .values({ ...key, status: 'sending', detail: null, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.columns(['orderId', 'step', 'channel', 'recipient']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** What became of a claimed message: the provider's id, or what went wrong. */
export async function finishSend(
  db: Kysely<Database>,
  key: SendKey,
  result: { status: NotificationSendTable['status']; detail: string | null },
  now: number,
): Promise<void> {
  await db
    .updateTable('notificationSends')
    .set({ status: result.status, detail: result.detail?.slice(0, 500) ?? null, updatedAt: now })
    .where('orderId', '=', key.orderId)
    .where('step', '=', key.step)
    .where('channel', '=', key.channel)
    .where('recipient', '=', key.recipient)
    .execute();
}
