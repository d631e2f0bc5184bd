import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  adminLaterOrdersResponseSchema,
  adminOrderSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  LATER_ORDERS_LIMIT,
  type AdminLaterOrdersResponse,
  idParamsSchema,
  markPaidSchema,
  orderStatusUpdateSchema,
  type AdminOrdersResponse,
} from '@buka/domain/admin';
import { messages } from '@buka/domain/messages';
import { orderHistorySchema, type OrderHistory } from '@buka/domain/order-history';
import { can } from '@buka/domain/staff-roles';
import { placeOrderSchema } from '@buka/domain/orders';
import { phoneOrderQuoteRequestSchema } from '@buka/domain/phone-order-quote';
import { phoneOrderExtrasSchema, phoneOrderResponseSchema } from '@buka/domain/phone-orders';
import { promotionQuoteSchema } from '@buka/domain/promotion-quote';
import type { AppDeps } from '../app-deps';
import { requireStaff } from '../auth/auth.plugin';
import { HttpError } from '../http/errors';
import { findOrderState, listBoardPage, listLaterOrders } from './orders-admin.repository';
import { listOrderHistory } from './order-history.repository';
import { countBoardOrders } from './count-board-orders';
import { toAdminOrderOf, toAdminOrders } from './orders-admin.mapper';
import { changeOrderStatus, markCashOrderPaid, undoCashOrderPaid } from './orders-admin.service';
import { findOrder, withItems } from './orders.repository';
import { idempotencyHeadersSchema } from './orders.routes';
import { quotePhoneOrder, takePhoneOrder } from './phone-orders.service';

// An id that cannot be one is an order that does not exist.
const notFound = { status: 404, message: messages.orderNotFound };
const orderById = {
  schema: { params: idParamsSchema, response: { 200: adminOrderSchema } },
  config: { invalid: { params: notFound }, right: 'orders.view' },
} as const;

// A phone order is the checkout's body plus how the customer pays staff.
const phoneOrderSchema = z.intersection(placeOrderSchema, phoneOrderExtrasSchema);

/** The staff's orders board (docs/api.md#staff). */
export async function ordersAdminRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get(
    '/api/admin/orders',
    {
      schema: {
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersResponseSchema },
      },
      config: { right: 'orders.view' },
    },
    async (request): Promise<AdminOrdersResponse> => {
      const staff = requireStaff(request);
      const { status, paid, ...at } = request.query;
      const [page, total] = await Promise.all([
        listBoardPage(db.kysely, { status, paid }, at),
        countBoardOrders(deps, { status, paid }),
      ]);
      const rows = await withItems(db.kysely, page.orders);
      return {
        orders: await toAdminOrders(db.kysely, rows, staff),
        total,
        pageSize: ADMIN_ORDERS_PAGE_SIZE,
        older: page.older,
        newer: page.newer,
      };
    },
  );

  // Orders for later by their time, so the kitchen sees what is coming.
  app.get(
    '/api/admin/orders/later',
    {
      schema: { response: { 200: adminLaterOrdersResponseSchema } },
      config: { right: 'orders.view' },
    },
    async (request): Promise<AdminLaterOrdersResponse> => {
      const staff = requireStaff(request);
      const later = await listLaterOrders(db.kysely, LATER_ORDERS_LIMIT);
      const rows = await withItems(db.kysely, later);
      return { orders: await toAdminOrders(db.kysely, rows, staff) };
    },
  );

  // One order as the board shows it: the one a notification was tapped for.
  app.get('/api/admin/orders/:id', orderById, async (request) => {
    const staff = requireStaff(request);
    const order = await findOrder(db.kysely, request.params.id);
    if (!order) throw new HttpError(404, messages.orderNotFound);
    return toAdminOrderOf(db.kysely, order, staff);
  });

  // Who did what to the order (docs/orders.md#who-did-what); a refund's amount only for those
  // who see money.
  app.get(
    '/api/admin/orders/:id/history',
    { ...orderById, schema: { ...orderById.schema, response: { 200: orderHistorySchema } } },
    async (request): Promise<OrderHistory> => {
      const staff = requireStaff(request);
      const { id } = request.params;
      if (!(await findOrderState(db.kysely, id))) throw new HttpError(404, messages.orderNotFound);
      const money = can(staff.role, 'money.view');
      const rows = await listOrderHistory(db.kysely, id);
      return {
        entries: rows.map((row) => ({
          kind: row.kind,
          detail: row.kind === 'refund' && !money ? null : row.detail,
          by: row.byName,
          at: new Date(row.at).toISOString(),
        })),
      };
    },
  );

  // Staff take an order on the phone or WhatsApp: the checkout's rules, paid to staff.
  app.post(
    '/api/admin/orders',
    {
      schema: {
        body: phoneOrderSchema,
        headers: idempotencyHeadersSchema,
        response: { 201: phoneOrderResponseSchema },
      },
      config: {
        invalid: {
          body: { status: 422, message: messages.invalidFields },
          headers: { message: messages.idempotencyKeyInvalid },
        },
        right: 'orders.phone',
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      const { payment, overrideHours, readyInMinutes, ...input } = request.body;
      const { body, replayed } = await takePhoneOrder(deps, staff, {
        input,
        payment,
        overrideHours,
        readyInMinutes,
        idempotencyKey: request.headers['idempotency-key'],
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(body);
    },
  );

  // What the phone order would come to with the caller's code, said before it is placed.
  app.post(
    '/api/admin/orders/quote',
    {
      schema: { body: phoneOrderQuoteRequestSchema, response: { 200: promotionQuoteSchema } },
      config: {
        invalid: { body: { status: 422, message: messages.invalidFields } },
        right: 'orders.phone',
      },
    },
    async (request) => {
      requireStaff(request);
      return quotePhoneOrder(deps, request.body);
    },
  );

  app.patch(
    '/api/orders/:id/status',
    {
      ...orderById,
      schema: { ...orderById.schema, body: orderStatusUpdateSchema },
      config: {
        invalid: { params: notFound, body: { message: messages.invalidOrderStatus } },
        // Which steps beyond accepting, rejecting and readying: the service asks (orders.handOver).
        right: 'orders.prepare',
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const order = await changeOrderStatus(deps, request.params.id, request.body, staff);
      return toAdminOrderOf(db.kysely, order, staff);
    },
  );

  app.post(
    '/api/admin/orders/:id/paid',
    {
      ...orderById,
      schema: { ...orderById.schema, body: markPaidSchema },
      config: {
        invalid: { params: notFound, body: { status: 422, message: messages.invalidFields } },
        right: 'orders.cash',
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const order = await markCashOrderPaid(deps, request.params.id, request.body, staff);
      return toAdminOrderOf(db.kysely, order, staff);
    },
  );

  // Undo of a Mark paid, for a minute after it.
  app.post(
    '/api/admin/orders/:id/unpaid',
    { ...orderById, config: { ...orderById.config, right: 'orders.cash' } },
    async (request) => {
      const staff = requireStaff(request);
      return toAdminOrderOf(
        db.kysely,
        await undoCashOrderPaid(deps, request.params.id, staff),
        staff,
      );
    },
  );
}
