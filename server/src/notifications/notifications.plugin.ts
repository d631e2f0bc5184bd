import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import {
  announceLaterOrdersDue,
  escalateWaitingOrders,
  noticeOrderChange,
  type NoticeDeps,
} from './order-notices';
import { pushRoutes } from './push.routes';
import { smsProviderFor } from './sms/registry';

/**
 * Staff and customers are told of orders (issue: never miss an order). Every order event
 * this process hears (its own and, on PostgreSQL, the other processes') is looked at; each
 * message is claimed in the database before it goes, so one process sends it, once. A check
 * every few seconds escalates new orders left waiting.
 */
export async function notificationsPlugin(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const notices: NoticeDeps = {
    ...deps,
    sms: smsProviderFor(deps.config.notifications.sms, deps.log),
  };
  const inFlight = new Set<Promise<unknown>>();
  const track = (what: string, work: Promise<unknown>) => {
    const settled = work
      .catch((error: unknown) => deps.log.error({ err: error }, `${what} failed`))
      .finally(() => inFlight.delete(settled));
    inFlight.add(settled);
  };

  const unsubscribe = deps.events.subscribe((event) => {
    if (event.type === 'order.created' || event.type === 'order.updated') {
      track('order notice', noticeOrderChange(notices, event.orderId));
    }
  });

  let checking: NodeJS.Timeout | undefined;
  let checkUnderWay = false;
  const { checkEveryMs } = deps.config.notifications;
  app.addHook('onReady', async () => {
    if (checkEveryMs <= 0) return;
    checking = setInterval(() => {
      // One check at a time: a slow database must not pile them up.
      if (checkUnderWay) return;
      checkUnderWay = true;
      // Later orders whose cooking time has come go before staff, then the waiting ones escalate.
      const check = announceLaterOrdersDue(notices)
        .then(() => escalateWaitingOrders(notices))
        .finally(() => (checkUnderWay = false));
      track('escalation check', check);
    }, checkEveryMs);
    checking.unref();
  });
  // Messages under way finish before the database closes.
  app.addHook('onClose', async () => {
    clearInterval(checking);
    unsubscribe();
    await Promise.allSettled([...inFlight]);
  });

  await app.register(pushRoutes, notices);
}
