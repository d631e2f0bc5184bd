import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@buka/domain/messages';
import { payRequestSchema, payResponseSchema, type PayResponse } from '@buka/domain/payments';
import type { AppDeps } from '../app-deps';
import { requireUser, signedIn } from '../auth/auth.plugin';
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
// Declared for the description only: a query that does not fit still leaves for a page (the
// handler reads it with the schema above), never for a JSON error a browser would show.
const callbackQueryAsSent = z.looseObject(
  Object.fromEntries(
    Object.keys(callbackQuerySchema.shape).map((key) => [key, z.unknown().optional()]),
  ),
);

export async function paymentsRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // docs/api.md#storefront-calls: 200 with data.data as the redirect URL.
  app.post(
    '/api/payment/pay',
    {
      schema: { body: payRequestSchema, response: { 200: payResponseSchema } },
      config: { invalid: { body: { status: 422, message: messages.invalidFields } } },
      preValidation: signedIn,
    },
    async (request): Promise<PayResponse> => {
      const user = requireUser(request);
      return { data: await startPayment(deps, user, request.body.orderId) };
    },
  );

  // The browser lands here from the provider; it always leaves for one of the spec's pages.
  app.get(
    '/api/payment/callback',
    { schema: { querystring: callbackQueryAsSent } },
    async (request, reply) => {
      const query = callbackQuerySchema.safeParse(request.query);
      let outcome: PaymentOutcome | 'error' = 'unknown';
      let orderId: number | null = null;
      if (query.success) {
        try {
          ({ outcome, orderId } = await returnFromProvider(deps, query.data));
        } catch (error) {
          request.log.error({ err: error }, 'payment return could not be verified');
          outcome = 'error';
        }
      }
      if (outcome === 'mismatch' || outcome === 'exists' || outcome === 'refund_due') {
        request.log.warn({ query: query.data, outcome }, 'payment needs a look from staff');
      }
      return reply.redirect(pageFor(outcome, orderId), 302);
    },
  );

  await app.register(webhookRoutes, deps);
  await app.register(simulatorRoutes, deps);
  await app.register(refundsRoutes, deps);
}
