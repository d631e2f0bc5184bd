import type { FastifyInstance } from 'fastify';
import { messages } from '@buka/domain/messages';
import {
  pushSubscribeSchema,
  pushTestSchema,
  pushUnsubscribeSchema,
  type PushKeyResponse,
} from '@buka/domain/notifications';
import { orderStatuses } from '@buka/domain/orders';
import { requireAdmin, requireUser } from '../auth/auth.plugin';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import { findOrderState } from '../orders/orders-admin.repository';
import { isAllowedPushEndpoint } from './notifications.config';
import { pushOptionsFor, type NoticeDeps } from './order-notices';
import {
  deleteDeadEndpoint,
  deletePushSubscription,
  findStaffSubscription,
  savePushSubscription,
} from './push-subscriptions.repository';
import { shopVapidKeys } from './vapid-keys';
import { isUsablePushKey, sendWebPush } from './web-push';

const invalid = { message: messages.pushSubscriptionInvalid };

/** Web Push: the shop's public key, and turning notifications on and off in one browser. */
export async function pushRoutes(app: FastifyInstance, deps: NoticeDeps): Promise<void> {
  const { db } = deps;

  app.get('/api/push/key', async (): Promise<PushKeyResponse> => {
    return { publicKey: (await shopVapidKeys(deps)).publicKey };
  });

  // No order: this device hears of every new order (staff). An order: its steps (its customer).
  app.post('/api/push/subscriptions', async (request, reply) => {
    const user = requireUser(request);
    const input = parseInput(pushSubscribeSchema, request.body, invalid);
    if (!isUsablePushKey(input.keys.p256dh)) throw new HttpError(422, invalid.message);
    if (!isAllowedPushEndpoint(input.endpoint, deps.config.notifications.pushServices)) {
      throw new HttpError(422, messages.pushServiceNotAllowed);
    }
    const orderId = input.orderId ?? null;
    if (orderId === null) {
      requireAdmin(request);
    } else {
      const order = await findOrderState(db.kysely, orderId);
      // Someone else's order is a 404, as if it did not exist (DESIGN §4).
      if (!order || (order.userId !== user.id && user.role !== 'admin')) {
        throw new HttpError(404, messages.orderNotFound);
      }
      if (order.status === orderStatuses.delivered || order.status === orderStatuses.canceled) {
        throw new HttpError(409, messages.orderFinishedNoPush);
      }
    }
    await savePushSubscription(
      db.kysely,
      { ...input, userId: user.id, orderId },
      deps.now().getTime(),
    );
    return reply.status(201).send({ endpoint: input.endpoint, orderId });
  });

  app.delete('/api/push/subscriptions', async (request, reply) => {
    const user = requireUser(request);
    const input = parseInput(pushUnsubscribeSchema, request.body, invalid);
    await deletePushSubscription(db.kysely, {
      userId: user.id,
      endpoint: input.endpoint,
      orderId: input.orderId ?? null,
    });
    return reply.status(204).send();
  });

  // Staff check that this device really shows the shop's notifications.
  app.post('/api/push/test', async (request) => {
    const user = requireAdmin(request);
    const { endpoint } = parseInput(pushTestSchema, request.body, invalid);
    const target = await findStaffSubscription(db.kysely, user.id, endpoint);
    if (!target) throw new HttpError(404, messages.pushDeviceNotFound);
    const result = await sendWebPush(
      target,
      {
        title: 'Notifications are on',
        body: 'New orders will show here, even with the shop closed on this device.',
        url: '/admin/orders',
        tag: 'test',
      },
      await pushOptionsFor(deps, { ttlSeconds: 60, urgency: 'high' }),
    );
    if (result.outcome === 'gone') await deleteDeadEndpoint(db.kysely, endpoint);
    // The device's subscription does not work (a 4xx: it must subscribe again).
    if (result.outcome !== 'sent') throw new HttpError(409, messages.pushTestFailed);
    return { sent: true };
  });
}
