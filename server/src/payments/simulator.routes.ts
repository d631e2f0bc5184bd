import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@buka/domain/messages';
import { koboToNaira } from '@buka/domain/money';
import {
  simulatedPaymentSchema,
  simulatorDecisionResponseSchema,
  simulatorDecisionSchema,
  type SimulatedPayment,
  type SimulatorDecisionResponse,
} from '@buka/domain/payments';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/auth.plugin';
import { HttpError } from '../http/errors';
import { readSettings } from '../settings/settings.repository';
import { pageFor, receiveWebhook, returnFromProvider } from './payment-return';
import { isSimulatorAllowed } from './payments.config';
import { findOrderToPay, findPayment, saveSimulatedDecision } from './payments.repository';
import { simulatorProvider } from './providers/simulator';

export const simulatorParamsSchema = z.object({
  reference: z.string().regex(/^[A-Za-z0-9.=-]{1,100}$/),
});

/**
 * The simulator's API for the web app's 'Secured Payment' page. The reference (128 random bits)
 * is the key to read it, as with a provider's hosted page; completing it takes the order's own
 * customer, signed in. Refused whenever a real provider is configured.
 */
export async function simulatorRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Shut whenever a real provider is configured, whatever the request holds.
  const simulatorOn: preValidationHookHandler = (_request, _reply, done) =>
    done(
      isSimulatorAllowed(deps.config.payments)
        ? undefined
        : new HttpError(404, messages.simulatorOff),
    );
  // A reference that cannot be one is a payment that does not exist.
  const byReference = {
    schema: { params: simulatorParamsSchema },
    config: { invalid: { params: { status: 404, message: messages.paymentNotFound } } },
    preValidation: simulatorOn,
  };

  async function simulatedPayment(reference: string) {
    const payment = await findPayment(deps.db.kysely, reference);
    if (!payment || payment.provider !== 'simulator') {
      throw new HttpError(404, messages.paymentNotFound);
    }
    return payment;
  }

  app.get(
    '/api/payment/simulator/:reference',
    {
      ...byReference,
      schema: { ...byReference.schema, response: { 200: simulatedPaymentSchema } },
    },
    async (request): Promise<SimulatedPayment> => {
      const payment = await simulatedPayment(request.params.reference);
      const settings = await readSettings(deps.db.kysely);
      return {
        reference: payment.reference,
        orderId: payment.orderId,
        amount: koboToNaira(payment.amountKobo),
        currency: 'NGN',
        // A duplicate payment did go through: the customer sees it as done.
        status:
          payment.status === 'duplicate' || payment.status === 'refund_due'
            ? 'success'
            : payment.status,
        shopName: settings.name,
      };
    },
  );

  // Pay or Fail: the provider's word arrives as a webhook, then the browser "returns", exactly
  // as with Paystack or Flutterwave; the answer is where that return would have landed.
  app.post(
    '/api/payment/simulator/:reference',
    {
      ...byReference,
      schema: {
        ...byReference.schema,
        body: simulatorDecisionSchema,
        response: { 200: simulatorDecisionResponseSchema },
      },
    },
    async (request): Promise<SimulatorDecisionResponse> => {
      // Only the customer whose order it is may press Pay: a reference seen in a log, a
      // screenshot or over a shoulder marks nothing paid.
      const payment = await simulatedPayment(request.params.reference);
      const user = requireUser(request);
      const order = await findOrderToPay(deps.db.kysely, payment.orderId);
      if (order.userId !== user.id) throw new HttpError(404, messages.paymentNotFound);
      const decision = request.body;
      const now = deps.now().getTime();
      await saveSimulatedDecision(deps.db.kysely, payment.reference, { simulated: decision }, now);
      const event = Buffer.from(JSON.stringify({ reference: payment.reference }));
      await receiveWebhook(deps, simulatorProvider(deps), event, {});
      const { outcome, orderId } = await returnFromProvider(deps, {
        reference: payment.reference,
      });
      return { redirect: pageFor(outcome, orderId) };
    },
  );
}
