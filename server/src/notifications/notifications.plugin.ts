import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { pushChannel, smsChannel, whatsappChannel } from './notice-channels';
import { startNoticeSenders, within, type NoticeSenders } from './notice-senders';
import { announceLaterOrdersDue, escalateWaitingOrders, type NoticeDeps } from './order-notices';
import { pushRoutes } from './push.routes';
import { smsProviderFor } from './sms/registry';
import { whatsappClient } from './whatsapp/cloud-api';
import { whatsappRoutes, whatsappWebhookRoutes } from './whatsapp/whatsapp.routes';

/** At a stop, an escalation check under way (database work only) is waited for this long. */
const STOP_CHECK_MS = 3_000;

/**
 * Staff and customers are told of orders (issue: never miss an order). What an order's change
 * calls for is queued in its own transaction (the outbox, docs/decisions/0009); this process's
 * senders, one lane per provider, send it and try again after a failure. An order event (this
 * process's or, on PostgreSQL, another's) wakes them; they also look every second. A check every
 * few seconds escalates new orders left waiting, and only queues: it never waits on a provider.
 */
export async function notificationsPlugin(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const notices: NoticeDeps = {
    ...deps,
    sms: smsProviderFor(deps.config.notifications.sms, deps.log),
  };
  const whatsapp = deps.config.notifications.whatsapp;
  const channels = [pushChannel(deps), smsChannel(notices.sms)];
  if (whatsapp) channels.push(whatsappChannel(whatsappClient(whatsapp), deps));
  let senders: NoticeSenders | undefined;
  const unsubscribe = deps.events.subscribe((event) => {
    if (event.type === 'order.created' || event.type === 'order.updated') senders?.wake();
    // The link to the other processes came back: what they queued meanwhile is waiting.
    if (event.type === 'bus.resumed') senders?.wake();
  });

  let checking: NodeJS.Timeout | undefined;
  let check: Promise<unknown> | undefined;
  const { checkEveryMs, sending } = deps.config.notifications;
  app.addHook('onReady', async () => {
    senders = startNoticeSenders(deps, channels, sending);
    if (checkEveryMs <= 0) return;
    checking = setInterval(() => {
      // One check at a time: a slow database must not pile them up.
      if (check) return;
      // Later orders whose cooking time has come go before staff, then the waiting ones escalate.
      check = announceLaterOrdersDue(notices)
        .then(() => escalateWaitingOrders(notices))
        .then((escalated) => escalated.length > 0 && senders?.wake())
        .catch((error: unknown) => deps.log.error({ err: error }, 'escalation check failed'))
        .finally(() => (check = undefined));
    }, checkEveryMs);
    checking.unref();
  });
  // At a stop, nothing new is claimed; sends under way get a moment, then are cut off and left
  // queued for the next start (or another process). The stop waits a few seconds at most.
  app.addHook('preClose', async () => {
    clearInterval(checking);
    unsubscribe();
    senders?.stop();
  });
  app.addHook('onClose', async () => {
    await Promise.all([senders?.stopped(), within(check ?? Promise.resolve(), STOP_CHECK_MS)]);
  });

  await app.register(pushRoutes, notices);
  await app.register(whatsappRoutes, deps);
  if (whatsapp) await app.register(whatsappWebhookRoutes, { deps, whatsapp });
}
