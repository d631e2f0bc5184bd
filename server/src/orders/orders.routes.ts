import { can } from '@buka/domain/staff-roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@buka/domain/messages';
import {
  lastDeliverySchema,
  orderSchema,
  ORDERS_PAGE_SIZE,
  ordersResponseSchema,
  placeOrderResponseSchema,
  placeOrderSchema,
  userOrdersQuerySchema,
  type LastDelivery,
  type Order,
  type OrderSlotsResponse,
  type OrdersResponse,
} from '@buka/domain/orders';
import type { AppDeps } from '../app-deps';
import { requireUser, signedIn } from '../auth/auth.plugin';
import { HttpError } from '../http/errors';
import { readSettings } from '../settings/settings.repository';
import { toOrder } from './orders.mapper';
import { findLastDelivery, findOrder, listUserOrders } from './orders.repository';
import { cancelOwnOrder, listOrderSlots } from './customer-orders.service';
import { placeOrder } from './place-order';
import { orderAgain } from './order-again';
import { orderAgainResponseSchema, type OrderAgainResponse } from '@buka/domain/order-again';
import { idSchema } from '@buka/domain/ids';

export const orderParamsSchema = z.object({ id: idSchema });
// Printable ASCII: what clients put in the header (a UUID, usually).
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,200}$/);
/** The optional `Idempotency-Key` header; the other headers pass as they came. */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': idempotencyKeySchema.optional(),
});

// An id that cannot be one is an order that does not exist.
const orderById = {
  schema: { params: orderParamsSchema, response: { 200: orderSchema } },
  config: { invalid: { params: { status: 404, message: messages.orderNotFound } } },
  preValidation: signedIn,
};

export async function ordersRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  // docs/api.md#storefront-calls, docs/api.md#errors: 201 { id, total, paymentMethod }; 400, 401,
  // 405, 422 as the catalogue says.
  app.post(
    '/api/orders',
    {
      schema: {
        body: placeOrderSchema,
        headers: idempotencyHeadersSchema,
        response: { 201: placeOrderResponseSchema },
      },
      config: {
        invalid: {
          body: { status: 422, message: messages.invalidFields },
          headers: { message: messages.idempotencyKeyInvalid },
        },
      },
      preValidation: signedIn,
    },
    async (request, reply) => {
      const user = requireUser(request);
      const key = request.headers['idempotency-key'];
      const { body, replayed } = await placeOrder(deps, user, request.body, key);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(body);
    },
  );

  // docs/api.md#storefront-calls: the caller's own orders whatever `userId` says, newest first; 404
  // when none.
  app.get(
    '/api/orders/user/orders',
    {
      schema: { querystring: userOrdersQuerySchema, response: { 200: ordersResponseSchema } },
      preValidation: signedIn,
    },
    async (request): Promise<OrdersResponse> => {
      const user = requireUser(request);
      const { pageNumber } = request.query;
      const orders = await listUserOrders(db.kysely, user.id, {
        number: pageNumber,
        size: ORDERS_PAGE_SIZE,
      });
      if (orders.length === 0) throw new HttpError(404, messages.noOrders);
      const { riderCallLink = false } = await readSettings(db.kysely);
      return { orders: orders.map((order) => toOrder(order, { riderCallLink })) };
    },
  );

  // The address and area of the caller's newest order, so a customer on a new phone does not
  // type the address again; null before the first order.
  app.get(
    '/api/orders/user/last-delivery',
    { schema: { response: { 200: lastDeliverySchema } } },
    async (request): Promise<LastDelivery> => {
      const user = requireUser(request);
      return { delivery: await findLastDelivery(db.kysely, user.id) };
    },
  );

  // The times a customer may order for now (checkout's 'Later'); anyone may read them.
  // Takes no input; its answer's type is the domain's, not yet a schema.
  app.get('/api/orders/slots', { schema: {} }, async (): Promise<OrderSlotsResponse> =>
    listOrderSlots(deps),
  );

  // A customer cancels their own order while the kitchen has not accepted it (409 after).
  app.post('/api/orders/:id/cancel', orderById, async (request): Promise<Order> => {
    const user = requireUser(request);
    return toOrder(await cancelOwnOrder(deps, user, request.params.id));
  });

  // docs/orders.md#ordering-again: the caller's own order back in their cart; someone else's is a
  // 404, as if it did not exist.
  app.post(
    '/api/orders/:id/again',
    {
      ...orderById,
      schema: { params: orderParamsSchema, response: { 200: orderAgainResponseSchema } },
    },
    async (request): Promise<OrderAgainResponse> =>
      orderAgain(deps, requireUser(request).id, request.params.id),
  );

  // Someone else's order is a 404, as if it did not exist (docs/server-rules.md#ownership); staff
  // who see the board may read any.
  app.get('/api/orders/:id', orderById, async (request): Promise<Order> => {
    const user = requireUser(request);
    const order = await findOrder(db.kysely, request.params.id);
    if (!order || (order.userId !== user.id && !can(user.role, 'orders.view'))) {
      throw new HttpError(404, messages.orderNotFound);
    }
    const { riderCallLink = false } = await readSettings(db.kysely);
    return toOrder(order, { riderCallLink });
  });
}
