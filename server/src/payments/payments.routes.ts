import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messages } from '@buka/domain/messages';
import { payRequestSchema, type PayResponse } from '@buka/domain/payments';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/auth.plugin';
import { parseInput } from '../http/validate';
import { pageFor, returnFromProvider } from './payment-return';
import type { PaymentOutcome } from './record-payment';
import { refundsRoutes } from './refunds.routes';
import { simulatorRoutes } from './simulator.routes';
import { startPayment } from './start-payment';
import { webhookRoutes } from './webhooks.routes';

const param = z.string().max(200).optional();
export const callbackQuerySchema = z.object({
  reference: param,
  trxref: param,
  tx_ref: param,
  transaction_id: param,
  status: param,
});

export async function paymentsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // spec §7: 200 with data.data as the redirect URL.
  app.post('/api/payment/pay', async (request): Promise<PayResponse> => {
    const user = requireUser(request);
    const { orderId } = parseInput(payRequestSchema, request.body, {
      status: 422,
      message: messages.invalidFields,
    });
    return { data: await startPayment(deps, user, orderId) };
  });

  // The browser lands here from the provider; it always leaves for one of the spec's pages.
  app.get('/api/payment/callback', async (request, reply) => {
    const query = callbackQuerySchema.safeParse(request.query);
    let outcome: PaymentOutcome | 'error' = 'unknown';
    if (query.success) {
      try {
        outcome = await returnFromProvider(deps, query.data);
      } catch (error) {
        request.log.error({ err: error }, 'payment return could not be verified');
        outcome = 'error';
      }
    }
    if (outcome === 'mismatch' || outcome === 'exists' || outcome === 'refund_due') {
      request.log.warn({ query: query.data, outcome }, 'payment needs a look from staff');
    }
    return reply.redirect(pageFor(outcome), 302);
  });

  await app.register(webhookRoutes, deps);
  await app.register(simulatorRoutes, deps);
  await app.register(refundsRoutes, deps);
}
