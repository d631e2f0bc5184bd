import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOrderSchema, idParamsSchema } from '@buka/domain/admin';
import { dayEnd, dayStart } from '@buka/domain/shop-clock';
import { messages } from '@buka/domain/messages';
import { koboToNaira } from '@buka/domain/money';
import { reportQuerySchema } from '@buka/domain/reports';
import {
  assignRiderSchema,
  deliveriesResponseSchema,
  deliveryStepSchema,
  riderCashSchema,
  ridersResponseSchema,
} from '@buka/domain/riders';
import type { AppDeps } from '../app-deps';
import { requireStaff } from '../auth/auth.plugin';
import { toAdminOrderOf } from '../orders/orders-admin.mapper';
import { listRiders, riderCashBetween } from './riders.repository';
import { assignRider, moveDelivery, riderDeliveries } from './riders.service';

// docs/orders.md#riders
const orderNotFound = { status: 404, message: messages.orderNotFound };

export async function ridersRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get(
    '/api/admin/riders',
    { schema: { response: { 200: ridersResponseSchema } }, config: { right: 'orders.assign' } },
    async (request) => {
      requireStaff(request);
      return { riders: await listRiders(db.kysely) };
    },
  );

  app.put(
    '/api/admin/orders/:id/rider',
    {
      schema: {
        params: idParamsSchema,
        body: assignRiderSchema,
        response: { 200: adminOrderSchema },
      },
      config: {
        right: 'orders.assign',
        invalid: { params: orderNotFound, body: { message: messages.riderNotFound } },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const order = await assignRider(deps, request.params.id, request.body.riderId, staff);
      return toAdminOrderOf(db.kysely, order, staff);
    },
  );

  // The rider's page: only the deliveries given to the caller.
  app.get(
    '/api/admin/deliveries',
    {
      schema: { response: { 200: deliveriesResponseSchema } },
      config: { right: 'orders.ride' },
    },
    async (request) => {
      const rider = requireStaff(request);
      return { deliveries: await riderDeliveries(db.kysely, rider) };
    },
  );

  app.post(
    '/api/admin/deliveries/:id/step',
    {
      schema: { params: idParamsSchema, body: deliveryStepSchema },
      config: {
        right: 'orders.ride',
        invalid: {
          params: orderNotFound,
          body: { status: 422, message: messages.undeliveredReasonRequired },
        },
      },
    },
    async (request, reply) => {
      const rider = requireStaff(request);
      const { step, reason } = request.body;
      await moveDelivery(deps, request.params.id, step, reason, rider);
      return reply.status(204).send();
    },
  );

  // Beside the cash-up: what each rider brought back from the door.
  app.get(
    '/api/admin/reports/rider-cash',
    {
      schema: { querystring: reportQuerySchema, response: { 200: riderCashSchema } },
      config: {
        right: 'cash.count',
        invalid: { querystring: { message: messages.reportDatesInvalid } },
      },
    },
    async (request) => {
      requireStaff(request);
      const { from, to } = request.query;
      const riders = await riderCashBetween(db.kysely, dayStart(from), dayEnd(to));
      return {
        riders: riders.map(({ collectedKobo, ...rider }) => ({
          ...rider,
          collected: koboToNaira(collectedKobo),
        })),
      };
    },
  );
}
