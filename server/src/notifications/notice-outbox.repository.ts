import type { Kysely } from 'kysely';
import type { PushMessage } from '@buka/domain/notifications';
import type { Dialect } from '../db/database';
import type { Database, NotificationSendTable } from '../db/tables';
import type { WhatsAppTemplate } from './whatsapp/cloud-api';

// The outbox (docs/decisions/0009-notices-as-durable-work.md): one row per message, written in
// the transaction of the order change that calls for it, sent later by the senders
// (notice-senders.ts), however many processes share the database and whenever they restart.

export type NoticeChannel = NotificationSendTable['channel'];

/** What one message says and how, kept with it so any process can send it later. */
export type NoticePayload =
  | {
      channel: 'push';
      message: PushMessage;
      ttlSeconds: number;
      urgency: 'normal' | 'high';
      topic: string;
      /** The subscription's keys: a customer's are removed once the order is done. */
      keys: { p256dh: string; auth: string };
    }
  | { channel: 'sms'; text: string }
  /**
   * An approved template (the order's steps), or free text inside the customer's 24 hours.
   * `english`: the same template in English, sent when Meta has no translation in the
   * template's language; `sms`: the text sent instead if WhatsApp cannot deliver it at all
   * (docs/whatsapp.md#when-whatsapp-cannot-deliver).
   */
  | { channel: 'whatsapp'; template: WhatsAppTemplate; english?: WhatsAppTemplate; sms?: string }
  | { channel: 'whatsapp'; text: string };

export interface Notice {
  /** The order it is about; null for a notice about the shop's day (the day summary). */
  orderId: number | null;
  step: string;
  /** A push endpoint or an international phone number. */
  recipient: string;
  payload: NoticePayload;
}

/**
 * Queues messages to send, once per order, step, channel and recipient (the table's unique key):
 * a message already queued or sent is left as it is. Answers how many were new.
 */
export async function queueNotices(
  trx: Kysely<Database>,
  notices: Notice[],
  now: number,
): Promise<number> {
  if (notices.length === 0) return 0;
  const result = await trx
    .insertInto('notificationSends')
    .values(
      notices.map(({ payload, ...notice }) => ({
        ...notice,
        channel: payload.channel,
        status: 'pending' as const,
        detail: null,
        payload: JSON.stringify(payload),
        nextAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflict((oc) => oc.columns(['orderId', 'step', 'channel', 'recipient']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export interface ClaimedNotice extends Notice {
  id: number;
  channel: NoticeChannel;
  /** This try's number: the fence a late answer must match to be written. */
  attempts: number;
}

/**
 * Claims up to `limit` of a channel's messages whose time has come, oldest first, each until
 * `leaseUntil`: a process that dies while sending leaves the row to be claimed again once the
 * lease is over. On PostgreSQL the rows another process is claiming at the same moment are
 * skipped (FOR UPDATE SKIP LOCKED), so each message goes to one sender; SQLite has one process.
 */
export async function claimDueNotices(
  db: Kysely<Database>,
  dialect: Dialect,
  channel: NoticeChannel,
  now: number,
  leaseUntil: number,
  limit: number,
): Promise<ClaimedNotice[]> {
  const rows = await db
    .updateTable('notificationSends')
    .set((eb) => ({
      status: 'sending',
      attempts: eb('attempts', '+', 1),
      nextAt: leaseUntil,
      updatedAt: now,
    }))
    .where('id', 'in', (eb) => {
      const due = eb
        .selectFrom('notificationSends as due')
        .select('due.id')
        .where('due.channel', '=', channel)
        .where('due.nextAt', '<=', now)
        .where('due.status', 'in', ['pending', 'sending'])
        // One order's steps reach a phone in the order they happened: a step waits while an
        // earlier one to the same recipient is unsent (an accept and a dispatch a second apart
        // once arrived the wrong way round). Other orders' messages go side by side.
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('notificationSends as earlier')
                .select('earlier.id')
                .whereRef('earlier.orderId', '=', 'due.orderId')
                .whereRef('earlier.channel', '=', 'due.channel')
                .whereRef('earlier.recipient', '=', 'due.recipient')
                .whereRef('earlier.id', '<', 'due.id')
                .where('earlier.status', 'in', ['pending', 'sending']),
            ),
          ),
        )
        .orderBy('due.nextAt')
        .orderBy('due.id')
        .limit(limit);
      return dialect === 'postgres' ? due.forUpdate().skipLocked() : due;
    })
    .returning(['id', 'orderId', 'step', 'channel', 'recipient', 'payload', 'attempts'])
    .execute();
  return rows
    .filter((row) => row.payload !== null)
    .map((row) => ({ ...row, payload: JSON.parse(row.payload!) as NoticePayload }))
    .sort((a, b) => a.id - b.id);
}

/** What became of one try. */
export type NoticeResult =
  | { status: 'sent'; detail: string | null }
  | { status: 'gone' }
  | { status: 'failed'; detail: string }
  /** Try again at `at` (a passing failure, or a try cut short by a stop: `uncounted`). */
  | { status: 'retry'; detail: string; at: number; uncounted?: boolean };

/**
 * What to send in a message's place when it has failed for good: a WhatsApp step's SMS, to the
 * same number, under the same order and step (so once, by the outbox's unique key).
 */
export function noticesInstead(notice: Partial<Notice>): Notice[] {
  const { payload, step, recipient } = notice;
  if (payload?.channel !== 'whatsapp' || !('sms' in payload) || !payload.sms) return [];
  if (!step || !recipient) return [];
  const text = payload.sms;
  return [{ orderId: notice.orderId ?? null, step, recipient, payload: { channel: 'sms', text } }];
}

/**
 * Writes what became of a claimed message. Only while the claim is still this try's (same
 * attempts, still sending): a try whose lease ran out and was claimed again writes nothing.
 * A message failed for good queues what goes in its place in the same transaction, so it is
 * never lost between the two writes.
 */
export async function finishNotice(
  db: Kysely<Database>,
  claimed: Pick<ClaimedNotice, 'id' | 'attempts'> & Partial<Notice>,
  result: NoticeResult,
  now: number,
): Promise<boolean> {
  const instead = result.status === 'failed' ? noticesInstead(claimed) : [];
  if (instead.length === 0) return writeOutcome(db, claimed, result, now);
  return db.transaction().execute(async (trx) => {
    const written = await writeOutcome(trx, claimed, result, now);
    if (written) await queueNotices(trx, instead, now);
    return written;
  });
}

async function writeOutcome(
  db: Kysely<Database>,
  claimed: Pick<ClaimedNotice, 'id' | 'attempts'>,
  result: NoticeResult,
  now: number,
): Promise<boolean> {
  const detail = 'detail' in result ? (result.detail?.slice(0, 500) ?? null) : null;
  const outcome =
    result.status === 'retry'
      ? {
          status: 'pending' as const,
          nextAt: result.at,
          ...(result.uncounted ? { attempts: claimed.attempts - 1 } : {}),
        }
      : { status: result.status, nextAt: null };
  const written = await db
    .updateTable('notificationSends')
    .set({ ...outcome, detail, updatedAt: now })
    .where('id', '=', claimed.id)
    .where('attempts', '=', claimed.attempts)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return Number(written.numUpdatedRows) === 1;
}

/**
 * SQLite at start-up: the one process that sends is this one (the data folder is ours), so a
 * message the last one was sending when it stopped is due now, not when its lease ends.
 */
export async function releaseClaims(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db
    .updateTable('notificationSends')
    .set({ status: 'pending', nextAt: now, updatedAt: now })
    .where('status', '=', 'sending')
    .where('nextAt', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
