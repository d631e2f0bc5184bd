import { z } from 'zod';
import { orderUpdated } from '@buka/domain/events';
import { normalizePhone } from '@buka/domain/phone-numbers';
import type { AppDeps } from '../../app-deps';
import { findOrder } from '../../orders/orders.repository';
import { findOrderForNews } from '../../payments/refunds.repository';
import { readSettings } from '../../settings/settings.repository';
import { queueNotices } from '../notice-outbox.repository';
import { noOpenOrderReply, startedReply, stoppedReply, whatIsAsked, whereReply } from './replies';
import {
  latestOrderOf,
  recordReceipt,
  restartWhatsAppUpdates,
  stopWhatsAppUpdates,
  storeIncoming,
} from './whatsapp.repository';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'events' | 'log'>;

// Meta's webhook body (field 'messages'): customers' messages and the statuses of the shop's
// own. Only what is read here is named; anything else in it passes untouched.
const incomingMessage = z.object({
  from: z.string().regex(/^\d{6,20}$/),
  id: z.string().min(1).max(200),
  type: z.string().max(40),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string() }).optional(),
});
const status = z.object({
  id: z.string().min(1).max(200),
  status: z.enum(['sent', 'delivered', 'read', 'failed']).or(z.string()),
  errors: z
    .array(z.object({ code: z.number().optional(), title: z.string().optional() }))
    .optional(),
});
const change = z.object({
  field: z.string(),
  value: z.object({
    contacts: z
      .array(z.object({ wa_id: z.string(), profile: z.object({ name: z.string() }).optional() }))
      .optional(),
    messages: z.array(z.unknown()).optional(),
    statuses: z.array(z.unknown()).optional(),
  }),
});
export const webhookEnvelope = z.object({
  object: z.string(),
  entry: z.array(z.object({ changes: z.array(z.unknown()) })),
});

/** Everything one webhook body brings; its origin was proven by its signature. */
export async function receiveWhatsApp(
  deps: Deps,
  body: z.infer<typeof webhookEnvelope>,
): Promise<void> {
  const touched = new Set<number>();
  for (const entry of body.entry) {
    for (const raw of entry.changes) {
      const parsed = change.safeParse(raw);
      if (!parsed.success || parsed.data.field !== 'messages') continue;
      const { contacts = [], messages = [], statuses = [] } = parsed.data.value;
      for (const each of messages) {
        const message = incomingMessage.safeParse(each);
        if (!message.success) continue;
        const name = contacts.find((c) => c.wa_id === message.data.from)?.profile?.name ?? '';
        const orderId = await receiveMessage(deps, message.data, name);
        if (orderId !== null) touched.add(orderId);
      }
      for (const each of statuses) {
        const said = status.safeParse(each);
        if (!said.success) continue;
        const { id, status: word, errors } = said.data;
        if (word !== 'sent' && word !== 'delivered' && word !== 'read' && word !== 'failed')
          continue;
        const why = errors
          ?.map((error) => `${error.code ?? ''} ${error.title ?? ''}`.trim())
          .join('; ');
        const now = deps.now().getTime();
        // An SMS queued in a failed step's place: the event wakes the senders.
        for (const orderId of await recordReceipt(deps.db.kysely, id, { status: word, why }, now)) {
          touched.add(orderId);
        }
      }
    }
  }
  // Staff's board and the customer's page show it; the senders wake for any reply queued.
  for (const orderId of touched) {
    const order = await findOrderForNews(deps.db.kysely, orderId);
    if (!order) continue;
    try {
      await deps.events.publish(orderUpdated(order));
    } catch {
      // Recorded; a missed live update shows on the next refresh, and the senders look each second.
    }
  }
}

/**
 * Stores one message (once, however often Meta sends it) on the sender's latest order, and
 * answers by itself where it can: where the order is, STOP and START. The answer is queued in the
 * same transaction, once per message (its step is the message's id). Answers the order it is on.
 */
async function receiveMessage(
  deps: Deps,
  message: z.infer<typeof incomingMessage>,
  name: string,
): Promise<number | null> {
  const body = message.text?.body ?? message.button?.text ?? `[${message.type}]`;
  const phone = normalizePhone(message.from);
  const known = /^\d{11}$/.test(phone);
  const now = deps.now().getTime();
  return deps.db.kysely.transaction().execute(async (trx) => {
    const latest = known ? await latestOrderOf(trx, phone) : undefined;
    const asked = message.text ? whatIsAsked(message.text.body) : null;
    const stored = await storeIncoming(trx, {
      waId: message.id,
      fromPhone: message.from,
      name: name.slice(0, 100),
      orderId: latest?.id ?? null,
      body: body.slice(0, 4096),
      kind: message.type,
      receivedAt: now,
      // What the shop answers by itself, staff see on the order as already read.
      readAt: latest && asked !== null ? now : null,
    });
    if (!stored) return null;
    if (!latest) {
      deps.log.info(
        { whatsapp: { kind: message.type } },
        'WhatsApp message from an unknown number',
      );
      return null;
    }
    if (asked === null) return latest.id;
    const { name: shopName } = await readSettings(trx);
    let text: string;
    if (asked === 'stop') {
      await stopWhatsAppUpdates(trx, phone);
      text = stoppedReply(shopName);
    } else if (asked === 'start') {
      await restartWhatsAppUpdates(trx, phone);
      text = startedReply(shopName);
    } else {
      const order = latest.open ? await findOrder(trx, latest.id) : undefined;
      text = order
        ? whereReply(shopName, order, deps.config.publicUrl)
        : noOpenOrderReply(shopName);
    }
    const reply = { channel: 'whatsapp' as const, text };
    await queueNotices(
      trx,
      [
        {
          orderId: latest.id,
          step: `reply-${message.id}`,
          recipient: message.from,
          payload: reply,
        },
      ],
      now,
    );
    return latest.id;
  });
}
