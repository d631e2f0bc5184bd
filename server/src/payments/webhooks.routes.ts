import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@buka/domain/messages';
import type { AppDeps } from '../app-deps';
import { HttpError } from '../http/errors';
import { rawBodyContainsNul } from '../http/text-guard';
import { receiveWebhook } from './payment-return';
import { ProviderError, WebhookRejected } from './providers/provider';
import { providerNamed } from './providers/registry';

export const webhookParamsSchema = z.object({ provider: z.enum(['paystack', 'flutterwave']) });

/**
 * POST /api/payment/webhook/:provider. Paystack signs the exact bytes it sent, so this plugin
 * (and only this one) keeps the raw body instead of parsing JSON.
 */
export async function webhookRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  // The body is the provider's signed bytes, checked by its signature, so no body schema.
  const options = {
    schema: { params: webhookParamsSchema },
    config: { invalid: { params: { status: 404, message: messages.notFound } } },
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/api/payment/webhook/:provider', options, async (request) => {
      const { provider: name } = request.params;
      const provider = providerNamed(name, deps);
      if (!provider) throw new HttpError(404, messages.notFound);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      // Refused as on every other route (PostgreSQL cannot store a NUL); no provider sends one.
      if (rawBodyContainsNul(body)) throw new HttpError(400, messages.invalidCharacters);
      try {
        const outcome = await receiveWebhook(deps, provider, body, request.headers);
        if (outcome === 'mismatch' || outcome === 'exists' || outcome === 'refund_due') {
          request.log.warn({ provider: name, outcome }, 'payment needs a look from staff');
        }
        return { received: true };
      } catch (error) {
        if (error instanceof WebhookRejected) throw new HttpError(401, messages.badSignature);
        // Not acknowledged: the provider sends it again later.
        if (error instanceof ProviderError) throw new HttpError(502, messages.somethingWentWrong);
        throw error;
      }
    });
}
