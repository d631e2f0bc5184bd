import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@buka/domain/messages';
import {
  pushKeyResponseSchema,
  pushSubscribeSchema,
  pushTestSchema,
  pushUnsubscribeSchema,
  type PushKeyResponse,
} from '@buka/domain/notifications';
import { orderStatuses } from '@buka/domain/orders';
import { can } from '@buka/domain/staff-roles';
import { requireRight, requireStaff, requireUser, signedIn } from '../auth/auth.plugin';
import { HttpError } from '../http/errors';
import { findOrderState } from '../orders/orders-admin.repository';
import { isAllowedPushEndpoint } from './notifications.config';
import { pushOptionsFor } from './notice-channels';
import type { NoticeDeps } from './order-notices';
import {
  deleteDeadEndpoint,
  deletePushSubscription,
  findStaffSubscription,
  savePushSubscription,
} from './push-subscriptions.repository';
import { shopVapidKeys } from './vapid-keys';
import { isUsablePushKey, sendWebPush } from './web-push';

const invalid = { message: messages.pushSubscriptionInvalid };
const subscribedSchema = z.object({ endpoint: z.string(), orderId: z.number().nullable() });

/** Web Push: the shop's public key, and turning notifications on and off in one browser. */
export async function pushRoutes(fastify: FastifyInstance, deps: NoticeDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get(
    '/api/push/key',
    { schema: { response: { 200: pushKeyResponseSchema } } },
    async (): Promise<PushKeyResponse> => {
      return { publicKey: (await shopVapidKeys(deps)).publicKey };
    },
  );

  // No order: this device hears of every new order (staff). An order: its steps (its customer).
  app.post(
    '/api/push/subscriptions',
    {
      schema: { body: pushSubscribeSchema, response: { 201: subscribedSchema } },
      config: { invalid: { body: invalid } },
      preValidation: signedIn,
    },
    async (request, reply) => {
      const user = requireUser(request);
      const input = request.body;
      if (!isUsablePushKey(input.keys.p256dh)) throw new HttpError(422, invalid.message);
      if (!isAllowedPushEndpoint(input.endpoint, deps.config.notifications.pushServices)) {
        throw new HttpError(422, messages.pushServiceNotAllowed);
      }
      const orderId = input.orderId ?? null;
      if (orderId === null) {
        // A staff device hears of every new order: for those who see the board.
        requireRight(request, 'orders.view');
      } else {
        const order = await findOrderState(db.kysely, orderId);
        // Someone else's order is a 404, as if it did not exist (docs/server-rules.md#ownership).
        if (!order || (order.userId !== user.id && !can(user.role, 'orders.view'))) {
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
    },
  );

  app.delete(
    '/api/push/subscriptions',
    {
      schema: { body: pushUnsubscribeSchema, response: { 204: z.undefined() } },
      config: { invalid: { body: invalid } },
      preValidation: signedIn,
    },
    async (request, reply) => {
      const user = requireUser(request);
      const input = request.body;
      await deletePushSubscription(db.kysely, {
        userId: user.id,
        endpoint: input.endpoint,
        orderId: input.orderId ?? null,
      });
      return reply.status(204).send();
    },
  );

  // Staff check that this device really shows the shop's notifications.
  app.post(
    '/api/push/test',
    {
      schema: { body: pushTestSchema, response: { 200: z.object({ sent: z.literal(true) }) } },
      config: { invalid: { body: invalid }, right: 'orders.view' },
    },
    async (request) => {
      const user = requireStaff(request);
      const { endpoint } = request.body;
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
      return { sent: true as const };
    },
  );
}
