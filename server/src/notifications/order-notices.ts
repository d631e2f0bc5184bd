import type { PushMessage } from '@buka/domain/notifications';
import { orderStatuses } from '@buka/domain/order-status';
import type { AppDeps } from '../app-deps';
import type { PushSubscriptionRow } from '../db/tables';
import { announceOrder, findOrder, type OrderWithItems } from '../orders/orders.repository';
import { findLaterOrdersDue } from '../orders/slots.repository';
import { readSettings } from '../settings/settings.repository';
import { claimEscalation, findOrdersToEscalate } from './escalation.repository';
import { claimSend, finishSend, type SendKey } from './notification-sends.repository';
import { isAllowedPushEndpoint } from './notifications.config';
import {
  customerPush,
  customerSms,
  customerStepOf,
  escalationSms,
  staffPush,
  type StaffStep,
} from './notice-texts';
import {
  deleteDeadEndpoint,
  deleteOrderSubscriptions,
  orderPushTargets,
  staffPushTargets,
} from './push-subscriptions.repository';
import { toInternationalNumber } from './sms/phone-numbers';
import type { SmsProvider } from './sms/sms-provider';
import { shopVapidKeys } from './vapid-keys';
import { sendWebPush, type PushOptions, type PushResult } from './web-push';

/** What telling staff and customers needs: the app's deps, a log and the SMS provider. */
export interface NoticeDeps extends Pick<AppDeps, 'db' | 'config' | 'now' | 'events' | 'log'> {
  sms: SmsProvider;
}

// A staff alert is still worth showing an hour later; a customer's step, for the evening.
const STAFF_TTL_SECONDS = 60 * 60;
const CUSTOMER_TTL_SECONDS = 6 * 60 * 60;
const ESCALATIONS_PER_CHECK = 50;

/**
 * Tells every staff device about an order put before them (`new`), or about one still waiting
 * (`escalated`, which also texts the owner). Once per device and step, whoever calls it and
 * however often: placing an order, a payment, the escalation check, a scheduled order whose
 * cooking time has come.
 */
export async function announceToStaff(
  deps: NoticeDeps,
  orderId: number,
  step: StaffStep = 'new',
): Promise<void> {
  const order = await findOrder(deps.db.kysely, orderId);
  if (order) await tellStaff(deps, order, step);
}

/**
 * Whatever an order's change calls for, once: staff hear of a new order put before them, its
 * customer of the step it reached. Safe to call for every event about the order, in every
 * process: each message is claimed before it goes (docs/orders.md#notifications).
 */
export async function noticeOrderChange(deps: NoticeDeps, orderId: number): Promise<void> {
  const order = await findOrder(deps.db.kysely, orderId);
  if (!order) return;
  if (order.status === orderStatuses.received && order.announcedAt !== null)
    await tellStaff(deps, order, 'new');
  await tellCustomer(deps, order);
}

/** Escalates, once each, the new orders left waiting longer than the configured time. */
export async function escalateWaitingOrders(deps: NoticeDeps): Promise<number[]> {
  const now = deps.now().getTime();
  const cutoff = now - deps.config.notifications.escalateAfterMs;
  const due = await findOrdersToEscalate(deps.db.kysely, cutoff, ESCALATIONS_PER_CHECK);
  const claimed: number[] = [];
  for (const id of due) {
    if (await claimEscalation(deps.db.kysely, id, now)) claimed.push(id);
  }
  for (const id of claimed) await announceToStaff(deps, id, 'escalated');
  return claimed;
}

/**
 * Puts before staff the later orders whose cooking should start now: the board
 * rings and every staff device is told, as for a new order. Each once, whichever process
 * checks first (announceOrder is a conditional update).
 */
export async function announceLaterOrdersDue(deps: NoticeDeps): Promise<number[]> {
  const now = deps.now().getTime();
  const due = await findLaterOrdersDue(deps.db.kysely, now, ESCALATIONS_PER_CHECK);
  const announced: number[] = [];
  for (const id of due) {
    if (!(await announceOrder(deps.db.kysely, id, now))) continue;
    announced.push(id);
    const order = await findOrder(deps.db.kysely, id);
    if (!order) continue;
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

async function tellStaff(deps: NoticeDeps, order: OrderWithItems, step: StaffStep) {
  const now = deps.now().getTime();
  const targets = await staffPushTargets(deps.db.kysely);
  await pushEach(deps, order.id, step, targets, staffPush(order, step, now), {
    ttlSeconds: STAFF_TTL_SECONDS,
    urgency: 'high',
  });
  if (step === 'escalated') {
    const { name } = await readSettings(deps.db.kysely);
    const text = escalationSms(name, order, now);
    await textEach(deps, order.id, step, deps.config.notifications.alertPhones, text);
  }
}

async function tellCustomer(deps: NoticeDeps, order: OrderWithItems) {
  const step = customerStepOf(order);
  if (!step) return;
  const targets = await orderPushTargets(deps.db.kysely, order.id);
  await pushEach(deps, order.id, step, targets, customerPush(order, step), {
    ttlSeconds: CUSTOMER_TTL_SECONDS,
    urgency: 'normal',
  });
  const { name } = await readSettings(deps.db.kysely);
  await textEach(deps, order.id, step, [order.clientPhone], customerSms(name, order, step));
  // Delivered or canceled: nothing more will be said about it.
  if (step === 'delivered' || step === 'canceled') {
    await deleteOrderSubscriptions(deps.db.kysely, order.id);
  }
}

async function pushEach(
  deps: NoticeDeps,
  orderId: number,
  step: string,
  targets: PushSubscriptionRow[],
  message: PushMessage,
  options: Pick<PushOptions, 'ttlSeconds' | 'urgency'>,
) {
  if (targets.length === 0) return;
  // An undelivered older push about the same order is replaced by this one.
  const full = await pushOptionsFor(deps, { ...options, topic: `order${orderId}` });
  await Promise.all(
    targets.map(async (target) => {
      const key: SendKey = { orderId, step, channel: 'push', recipient: target.endpoint };
      if (!(await claimSend(deps.db.kysely, key, deps.now().getTime()))) return;
      const result: PushResult = isAllowedPushEndpoint(
        target.endpoint,
        deps.config.notifications.pushServices,
      )
        ? await sendWebPush(target, message, full)
        : { outcome: 'failed', why: 'the push service is not in PUSH_SERVICES' };
      if (result.outcome === 'gone') await deleteDeadEndpoint(deps.db.kysely, target.endpoint);
      if (result.outcome === 'failed') {
        deps.log.warn({ orderId, step, why: result.why }, 'push notification not sent');
      }
      await finishSend(
        deps.db.kysely,
        key,
        { status: result.outcome, detail: result.outcome === 'failed' ? result.why : null },
        deps.now().getTime(),
      );
    }),
  );
}

async function textEach(
  deps: NoticeDeps,
  orderId: number,
  step: string,
  phones: string[],
  text: string,
) {
  for (const phone of phones) {
    const to = toInternationalNumber(phone);
    if (!to) continue;
    const key: SendKey = { orderId, step, channel: 'sms', recipient: to };
    if (!(await claimSend(deps.db.kysely, key, deps.now().getTime()))) continue;
    const result = await deps.sms.send(to, text);
    if (result.outcome === 'failed') {
      deps.log.warn({ orderId, step, why: result.why }, 'SMS not sent');
    }
    await finishSend(
      deps.db.kysely,
      key,
      result.outcome === 'sent'
        ? { status: 'sent', detail: result.reference }
        : { status: 'failed', detail: result.why },
      deps.now().getTime(),
    );
  }
}

/** How the shop signs its pushes: its VAPID keys, and whom push services may contact. */
export async function pushOptionsFor(
  deps: NoticeDeps,
  options: Omit<PushOptions, 'vapid' | 'subject'>,
): Promise<PushOptions> {
  return { ...options, vapid: await shopVapidKeys(deps), subject: await vapidSubject(deps) };
}

/** RFC 8292's contact: the shop's https address, or else its e-mail from its settings. */
async function vapidSubject(deps: NoticeDeps): Promise<string> {
  const url = deps.config.publicUrl;
  if (url.startsWith('https://')) return url;
  const { email } = await readSettings(deps.db.kysely);
  return `mailto:${email || `owner@${new URL(url).hostname}`}`;
}
