import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@buka/domain/admin';
import { messages } from '@buka/domain/messages';
import { refundRequestSchema } from '@buka/domain/refunds';
import type { AppDeps } from '../app-deps';
import { requireStaff } from '../auth/auth.plugin';
import { HttpError } from '../http/errors';
import { toAdminOrderOf } from '../orders/orders-admin.mapper';
import { findOrder } from '../orders/orders.repository';
import { idempotencyKeySchema } from '../orders/orders.routes';
import { toRefund } from '../orders/orders.mapper';
import { refundOrder } from './refund-order';

/** Staff give money back (docs/orders.md#refunds): through the payment's provider, or cash by hand. */
export async function refundsRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/admin/orders/:id/refunds',
    {
      schema: {
        params: idParamsSchema,
        body: refundRequestSchema,
        // A double tap, a retry after a dropped answer: the same key gives the same one refund.
        headers: z.looseObject({ 'idempotency-key': idempotencyKeySchema }),
      },
      config: {
        invalid: {
          params: { status: 404, message: messages.orderNotFound },
          headers: { message: messages.refundKeyRequired },
        },
        right: 'money.refund',
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      const { id } = request.params;
      const key = request.headers['idempotency-key'];
      const { refund, replayed } = await refundOrder(deps, staff, id, request.body, key);
      const order = await findOrder(deps.db.kysely, id);
      if (!order) throw new HttpError(404, messages.orderNotFound);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(replayed ? 200 : 201).send({
        refund: { ...toRefund(refund), provider: refund.provider },
        order: await toAdminOrderOf(deps.db.kysely, order, staff),
      });
    },
  );
}
