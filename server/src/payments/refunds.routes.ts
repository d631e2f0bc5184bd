import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '@buka/domain/admin';
import { messages } from '@buka/domain/messages';
import { refundRequestSchema } from '@buka/domain/refunds';
import type { AppDeps } from '../app-deps';
import { requireAdmin } from '../auth/auth.plugin';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import { toAdminOrder } from '../orders/orders-admin.mapper';
import { findOrder } from '../orders/orders.repository';
import { idempotencyKeySchema } from '../orders/orders.routes';
import { toRefund } from '../orders/orders.mapper';
import { refundOrder } from './refund-order';

/** Staff give money back (DESIGN §4b): through the payment's provider, or cash by hand. */
export async function refundsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post('/api/admin/orders/:id/refunds', async (request, reply) => {
    const staff = requireAdmin(request);
    const { id } = parseInput(idParamsSchema, request.params, {
      status: 404,
      message: messages.orderNotFound,
    });
    const input = parseInput(refundRequestSchema, request.body);
    // A double tap, a retry after a dropped answer: the same key gives the same one refund.
    const key = parseInput(idempotencyKeySchema, request.headers['idempotency-key'], {
      message: messages.refundKeyRequired,
    });
    const { refund, replayed } = await refundOrder(deps, staff, id, input, key);
    const order = await findOrder(deps.db.kysely, id);
    if (!order) throw new HttpError(404, messages.orderNotFound);
    if (replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(replayed ? 200 : 201).send({
      refund: { ...toRefund(refund), provider: refund.provider },
      order: toAdminOrder(order),
    });
  });
}
