import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@buka/domain/messages';
import {
  savedAddressesResponseSchema,
  savedAddressInputSchema,
  savedAddressParamsSchema,
  savedAddressSchema,
  type SavedAddressesResponse,
} from '@buka/domain/saved-addresses';
import type { AppDeps } from '../app-deps';
import { requireUser, signedIn } from '../auth/auth.plugin';
import { HttpError } from '../http/errors';
import { deleteSavedAddress, listSavedAddresses } from './addresses.repository';
import { saveAddress } from './addresses.service';

// An id that cannot be one, or another customer's, is an address that is not saved
// (docs/server-rules.md#ownership).
const notFound = { status: 404, message: messages.addressNotFound };

// docs/api.md#saved-addresses: a signed-in customer's own addresses.
export async function addressesRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get(
    '/api/addresses',
    { schema: { response: { 200: savedAddressesResponseSchema } }, preValidation: signedIn },
    async (request): Promise<SavedAddressesResponse> => ({
      addresses: await listSavedAddresses(db.kysely, requireUser(request).id),
    }),
  );

  app.post(
    '/api/addresses',
    {
      schema: { body: savedAddressInputSchema, response: { 201: savedAddressSchema } },
      preValidation: signedIn,
    },
    async (request, reply) => {
      const saved = await saveAddress(deps, requireUser(request).id, request.body);
      return reply.status(201).send(saved);
    },
  );

  app.put(
    '/api/addresses/:id',
    {
      schema: {
        params: savedAddressParamsSchema,
        body: savedAddressInputSchema,
        response: { 200: savedAddressSchema },
      },
      config: { invalid: { params: notFound } },
      preValidation: signedIn,
    },
    async (request) => saveAddress(deps, requireUser(request).id, request.body, request.params.id),
  );

  app.delete(
    '/api/addresses/:id',
    {
      schema: { params: savedAddressParamsSchema, response: { 204: z.undefined() } },
      config: { invalid: { params: notFound } },
      preValidation: signedIn,
    },
    async (request, reply) => {
      if (!(await deleteSavedAddress(db.kysely, requireUser(request).id, request.params.id))) {
        throw new HttpError(404, messages.addressNotFound);
      }
      return reply.status(204).send();
    },
  );
}
