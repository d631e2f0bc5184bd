import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messages } from '@buka/domain/messages';
import {
  ORDERS_PAGE_SIZE,
  placeOrderSchema,
  userOrdersQuerySchema,
  type LastDelivery,
  type Order,
  type OrderSlotsResponse,
  type OrdersResponse,
} from '@buka/domain/orders';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/auth.plugin';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import { toOrder } from './orders.mapper';
import { findLastDelivery, findOrder, listUserOrders } from './orders.repository';
import { cancelOwnOrder, listOrderSlots } from './customer-orders.service';
import { placeOrder } from './place-order';
import { idSchema } from '@buka/domain/ids';

export const orderParamsSchema = z.object({ id: idSchema });
// Printable ASCII: what clients put in the header (a UUID, usually).
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,200}$/);

export async function ordersRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  // spec §7/§8: 201 { id, total, paymentMethod }; 400, 401, 405, 422 as the catalogue says.
  app.post('/api/orders', async (request, reply) => {
    const user = requireUser(request);
    const input = parseInput(placeOrderSchema, request.body, {
      status: 422,
      message: messages.invalidFields,
    });
    const header = request.headers['idempotency-key'];
    const key =
      header === undefined
        ? undefined
        : parseInput(idempotencyKeySchema, header, { message: messages.idempotencyKeyInvalid });
    const { body, replayed } = await placeOrder(deps, user, input, key);
    if (replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(201).send(body);
  });

  // spec §7: the caller's own orders whatever `userId` says, newest first; 404 when none.
  app.get('/api/orders/user/orders', async (request): Promise<OrdersResponse> => {
    const user = requireUser(request);
    const { pageNumber } = parseInput(userOrdersQuerySchema, request.query);
    const orders = await listUserOrders(db.kysely, user.id, {
      number: pageNumber,
      size: ORDERS_PAGE_SIZE,
    });
    if (orders.length === 0) throw new HttpError(404, messages.noOrders);
    return { orders: orders.map(toOrder) };
  });

  // The address and area of the caller's newest order, so a customer on a new phone does not
  // type the address again; null before the first order.
  app.get('/api/orders/user/last-delivery', async (request): Promise<LastDelivery> => {
    const user = requireUser(request);
    return { delivery: await findLastDelivery(db.kysely, user.id) };
  });

  // The times a customer may order for now (checkout's 'Later'); anyone may read them.
  app.get('/api/orders/slots', async (): Promise<OrderSlotsResponse> => listOrderSlots(deps));

  // A customer cancels their own order while the kitchen has not accepted it (409 after).
  app.post('/api/orders/:id/cancel', async (request): Promise<Order> => {
    const user = requireUser(request);
    const { id } = parseInput(orderParamsSchema, request.params, {
      status: 404,
      message: messages.orderNotFound,
    });
    return toOrder(await cancelOwnOrder(deps, user, id));
  });

  // Someone else's order is a 404, as if it did not exist (DESIGN §4); staff may read any.
  app.get('/api/orders/:id', async (request): Promise<Order> => {
    const user = requireUser(request);
    const { id } = parseInput(orderParamsSchema, request.params, {
      status: 404,
      message: messages.orderNotFound,
    });
    const order = await findOrder(db.kysely, id);
    if (!order || (order.userId !== user.id && user.role !== 'admin')) {
      throw new HttpError(404, messages.orderNotFound);
    }
    return toOrder(order);
  });
}
