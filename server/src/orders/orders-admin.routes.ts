import type { FastifyInstance } from 'fastify';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  adminOrdersQuerySchema,
  LATER_ORDERS_LIMIT,
  type AdminLaterOrdersResponse,
  idParamsSchema,
  orderStatusUpdateSchema,
  type AdminOrdersResponse,
} from '@buka/domain/admin';
import { messages } from '@buka/domain/messages';
import { placeOrderSchema } from '@buka/domain/orders';
import { phoneOrderExtrasSchema } from '@buka/domain/phone-orders';
import type { AppDeps } from '../app-deps';
import { requireAdmin } from '../auth/auth.plugin';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import { listBoardPage, listLaterOrders } from './orders-admin.repository';
import { countBoardOrders } from './count-board-orders';
import { toAdminOrder } from './orders-admin.mapper';
import { changeOrderStatus, markCashOrderPaid } from './orders-admin.service';
import { findOrder, withItems } from './orders.repository';
import { idempotencyKeySchema } from './orders.routes';
import { takePhoneOrder } from './phone-orders.service';

const notFound = { status: 404, message: messages.orderNotFound };

/** The staff's orders board (DESIGN §3). */
export async function ordersAdminRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.get('/api/admin/orders', async (request): Promise<AdminOrdersResponse> => {
    requireAdmin(request);
    const { status, paid, ...at } = parseInput(adminOrdersQuerySchema, request.query);
    const [page, total] = await Promise.all([
      listBoardPage(db.kysely, { status, paid }, at),
      countBoardOrders(deps, { status, paid }),
    ]);
    const rows = await withItems(db.kysely, page.orders);
    return {
      orders: rows.map(toAdminOrder),
      total,
      pageSize: ADMIN_ORDERS_PAGE_SIZE,
      older: page.older,
      newer: page.newer,
    };
  });

  // Orders for later by their time, so the kitchen sees what is coming (issue 17).
  app.get('/api/admin/orders/later', async (request): Promise<AdminLaterOrdersResponse> => {
    requireAdmin(request);
    const rows = await withItems(db.kysely, await listLaterOrders(db.kysely, LATER_ORDERS_LIMIT));
    return { orders: rows.map(toAdminOrder) };
  });

  // One order as the board shows it: the one a notification was tapped for.
  app.get('/api/admin/orders/:id', async (request) => {
    requireAdmin(request);
    const { id } = parseInput(idParamsSchema, request.params, notFound);
    const order = await findOrder(db.kysely, id);
    if (!order) throw new HttpError(404, messages.orderNotFound);
    return toAdminOrder(order);
  });

  // Staff take an order on the phone or WhatsApp (issue 18): the checkout's rules, paid to staff.
  app.post('/api/admin/orders', async (request, reply) => {
    const staff = requireAdmin(request);
    const invalid = { status: 422, message: messages.invalidFields };
    const input = parseInput(placeOrderSchema, request.body, invalid);
    const extras = parseInput(phoneOrderExtrasSchema, request.body, invalid);
    const header = request.headers['idempotency-key'];
    const idempotencyKey =
      header === undefined
        ? undefined
        : parseInput(idempotencyKeySchema, header, { message: messages.idempotencyKeyInvalid });
    const { body, replayed } = await takePhoneOrder(deps, staff, {
      input,
      ...extras,
      idempotencyKey,
    });
    if (replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(201).send(body);
  });

  app.patch('/api/orders/:id/status', async (request) => {
    requireAdmin(request);
    const { id } = parseInput(idParamsSchema, request.params, notFound);
    const update = parseInput(orderStatusUpdateSchema, request.body, {
      message: messages.invalidOrderStatus,
    });
    return toAdminOrder(await changeOrderStatus(deps, id, update));
  });

  app.post('/api/admin/orders/:id/paid', async (request) => {
    requireAdmin(request);
    const { id } = parseInput(idParamsSchema, request.params, notFound);
    return toAdminOrder(await markCashOrderPaid(deps, id));
  });
}
