import type { Kysely } from 'kysely';
import { DEFAULT_LANGUAGE, type Language } from '@buka/domain/languages';
import type { PushMessage } from '@buka/domain/notifications';
import { orderStatuses } from '@buka/domain/order-status';
import { can } from '@buka/domain/staff-roles';
import type { AppDeps } from '../app-deps';
import type { Database, PushSubscriptionRow } from '../db/tables';
import { announceOrder, findOrder, type OrderWithItems } from '../orders/orders.repository';
import { findLaterOrdersDue } from '../orders/slots.repository';
import { readSettings } from '../settings/settings.repository';
import { claimEscalation, findOrdersToEscalate } from './escalation.repository';
import {
  customerPush,
  customerSms,
  customerStepOf,
  escalationSms,
  staffPush,
  type StaffStep,
} from './notice-texts';
import { queueNotices, type Notice, type NoticePayload } from './notice-outbox.repository';
import type { WhatsAppTemplate } from './whatsapp/cloud-api';
import { refundTemplate, stepTemplate } from './whatsapp/templates';
import {
  deleteOrderSubscriptions,
  orderPushTargets,
  staffPushTargets,
} from './push-subscriptions.repository';
import { toInternationalNumber } from './sms/phone-numbers';
import type { SmsProvider } from './sms/sms-provider';

/** What telling staff and customers needs: the app's deps, a log and the SMS provider. */
export interface NoticeDeps extends Pick<AppDeps, 'db' | 'config' | 'now' | 'events' | 'log'> {
  sms: SmsProvider;
}

/** What queuing notices needs: whom to text, and the time. */
type QueueDeps = Pick<AppDeps, 'config' | 'now'>;

// A staff alert is still worth showing an hour later; a customer's step, for the evening.
const STAFF_TTL_SECONDS = 60 * 60;
const CUSTOMER_TTL_SECONDS = 6 * 60 * 60;
const ESCALATIONS_PER_CHECK = 50;

/**
 * Whatever an order's change calls for, queued in the transaction that made the change (the
 * outbox, docs/decisions/0009-notices-as-durable-work.md): staff hear of a new order put before
 * them, its customer of the step it reached. Once per step and recipient however often it is
 * called; the senders send them after the commit, and after a restart if need be.
 */
export async function queueOrderNotices(
  trx: Kysely<Database>,
  deps: QueueDeps,
  orderId: number,
): Promise<void> {
  const order = await findOrder(trx, orderId);
  if (!order) return;
  const now = deps.now().getTime();
  const notices: Notice[] = [];
  if (order.status === orderStatuses.received && order.announcedAt !== null) {
    notices.push(...(await staffNotices(trx, deps, order, 'new', now)));
  }
  notices.push(...(await customerNotices(trx, deps, order)));
  await queueNotices(trx, notices, now);
  // Delivered or canceled: nothing more will be said about it (the keys went with the pushes).
  const step = customerStepOf(order);
  if (step === 'delivered' || step === 'canceled') await deleteOrderSubscriptions(trx, order.id);
}

/**
 * Escalates, once each, the new orders left waiting longer than the configured time: the claim
 * and the messages in one transaction per order, so the check never waits on a provider.
 */
export async function escalateWaitingOrders(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
): Promise<number[]> {
  const now = deps.now().getTime();
  const cutoff = now - deps.config.notifications.escalateAfterMs;
  const due = await findOrdersToEscalate(deps.db.kysely, cutoff, ESCALATIONS_PER_CHECK);
  const escalated: number[] = [];
  for (const id of due) {
    const claimed = await deps.db.kysely.transaction().execute(async (trx) => {
      if (!(await claimEscalation(trx, id, now))) return false;
      const order = await findOrder(trx, id);
      if (order)
        await queueNotices(trx, await staffNotices(trx, deps, order, 'escalated', now), now);
      return true;
    });
    if (claimed) escalated.push(id);
  }
  return escalated;
}

/**
 * Puts before staff the later orders whose cooking should start now: the board
 * rings and every staff device is told, as for a new order. Each once, whichever process
 * checks first (announceOrder is a conditional update).
 */
export async function announceLaterOrdersDue(
  deps: Pick<AppDeps, 'db' | 'config' | 'now' | 'events'>,
): Promise<number[]> {
  const now = deps.now().getTime();
  const due = await findLaterOrdersDue(deps.db.kysely, now, ESCALATIONS_PER_CHECK);
  const announced: number[] = [];
  for (const id of due) {
    const order = await deps.db.kysely.transaction().execute(async (trx) => {
      if (!(await announceOrder(trx, id, now))) return undefined;
      await queueOrderNotices(trx, deps, id);
      return findOrder(trx, id);
    });
    if (!order) continue;
    announced.push(id);
    await deps.events.publish({
      type: 'order.updated',
      orderId: id,
      userId: order.userId === null ? null : String(order.userId),
      status: order.status,
      isPaid: order.isPaid === 1,
    });
  }
  return announced;
}

async function staffNotices(
  trx: Kysely<Database>,
  deps: QueueDeps,
  order: OrderWithItems,
  step: StaffStep,
  now: number,
): Promise<Notice[]> {
  const targets = await staffPushTargets(trx);
  const notices = targets.map((target) => {
    const message = staffPush(order, step, now, can(target.role, 'orders.cash'));
    return pushNotice(order.id, step, target, message, STAFF_TTL_SECONDS, 'high');
  });
  if (step === 'escalated') {
    const { name } = await readSettings(trx);
    const text = escalationSms(name, order, now);
    notices.push(...textNotices(order.id, step, deps.config.notifications.alertPhones, text));
  }
  return notices;
}

/**
 * The customer's step by push to each browser that asked, and by WhatsApp to a customer who
 * asked for it at checkout, else by SMS: one text a step, not two paid for
 * (docs/decisions/0010-whatsapp-templates-and-opt-in.md).
 */
async function customerNotices(
  trx: Kysely<Database>,
  deps: QueueDeps,
  order: OrderWithItems,
): Promise<Notice[]> {
  const step = customerStepOf(order);
  if (!step) return [];
  const targets = await orderPushTargets(trx, order.id);
  // In the language the customer chose (docs/languages.md#texts).
  const language = order.customerLanguage;
  const message = customerPush(order, step, language);
  const notices = targets.map((target) =>
    pushNotice(order.id, step, target, message, CUSTOMER_TTL_SECONDS, 'normal'),
  );
  const { name } = await readSettings(trx);
  const text = customerSms(name, order, step, language);
  if (sendsWhatsApp(deps, order)) {
    const templates = inLanguage(deps, language, (each) => stepTemplate(name, order, step, each));
    // The SMS goes instead if WhatsApp cannot deliver it (docs/whatsapp.md).
    const payload = templates && { channel: 'whatsapp' as const, ...templates, sms: text };
    if (payload) notices.push(...whatsappNotices(order, step, payload));
    return notices;
  }
  notices.push(...textNotices(order.id, step, [order.clientPhone], text));
  return notices;
}

/**
 * A customer's template in their language when the shop declared that translation approved
 * (WHATSAPP_TEMPLATE_TRANSLATIONS), with the English one to send if Meta has none after all;
 * otherwise in English. Null when the step has no template.
 */
function inLanguage(
  deps: QueueDeps,
  language: Language,
  make: (language: Language) => WhatsAppTemplate | null,
): { template: WhatsAppTemplate; english?: WhatsAppTemplate } | null {
  const english = make(DEFAULT_LANGUAGE);
  const code = deps.config.notifications.whatsapp?.templateTranslations[language];
  if (!english || language === DEFAULT_LANGUAGE || !code) return english && { template: english };
  const translated = make(language);
  return translated ? { template: { ...translated, language: code }, english } : null;
}

/** Whether the order's steps go to its customer on WhatsApp (configured, and asked for). */
function sendsWhatsApp(
  deps: QueueDeps,
  order: Pick<OrderWithItems, 'whatsappUpdates' | 'clientPhone'>,
): boolean {
  return (
    deps.config.notifications.whatsapp !== null &&
    order.whatsappUpdates === 1 &&
    toInternationalNumber(order.clientPhone) !== null
  );
}

/**
 * A refund that reached the customer (cash in hand, or processed by the provider) is told on
 * WhatsApp when they asked for the order's steps there; once per refund. In the transaction
 * that recorded it.
 */
export async function queueRefundNotice(
  trx: Kysely<Database>,
  deps: QueueDeps,
  refund: { id: number; orderId: number; amountKobo: number },
): Promise<void> {
  const order = await findOrder(trx, refund.orderId);
  if (!order || !sendsWhatsApp(deps, order)) return;
  const { name } = await readSettings(trx);
  // Its words are a name, a number and an amount: the same in every language.
  const templates = inLanguage(deps, order.customerLanguage, () =>
    refundTemplate(name, order.id, refund.amountKobo),
  );
  if (!templates) return;
  const notices = whatsappNotices(order, `refund-${refund.id}`, {
    channel: 'whatsapp',
    ...templates,
  });
  await queueNotices(trx, notices, deps.now().getTime());
}

function whatsappNotices(
  order: Pick<OrderWithItems, 'id' | 'clientPhone'>,
  step: string,
  payload: NoticePayload,
): Notice[] {
  const to = toInternationalNumber(order.clientPhone);
  return to ? [{ orderId: order.id, step, recipient: to, payload }] : [];
}

function pushNotice(
  orderId: number,
  step: string,
  target: PushSubscriptionRow,
  message: PushMessage,
  ttlSeconds: number,
  urgency: 'normal' | 'high',
): Notice {
  return {
    orderId,
    step,
    recipient: target.endpoint,
    payload: {
      channel: 'push',
      message,
      ttlSeconds,
      urgency,
      // An undelivered older push about the same order is replaced by this one.
      topic: `order${orderId}`,
      keys: { p256dh: target.p256dh, auth: target.auth },
    },
  };
}

function textNotices(orderId: number, step: string, phones: string[], text: string): Notice[] {
  const numbers = new Set(phones.map(toInternationalNumber).filter((to) => to !== null));
  return [...numbers].map((to) => ({
    orderId,
    step,
    recipient: to,
    payload: { channel: 'sms', text },
  }));
}
