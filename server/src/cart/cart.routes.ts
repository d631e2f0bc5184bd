import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addToCartSchema,
  cartItemSchema,
  cartLineParamsSchema,
  cartResponseSchema,
  clearCartResponseSchema,
  updateCartLineSchema,
  type CartResponse,
  type ClearCartResponse,
} from '@buka/domain/cart';
import { messages } from '@buka/domain/messages';
import type { AppDeps } from '../app-deps';
import { requireUser, signedIn } from '../auth/auth.plugin';
import { HttpError } from '../http/errors';
import { clearCart, deleteCartLine, listCartLines, updateCartLineQty } from './cart.repository';
import { addToCart, lineOrThrow, showCartLines } from './cart.service';

// An id that cannot be one is a line that is not in the cart.
const lineNotFound = { status: 404, message: messages.cartLineNotFound };

// docs/api.md#cart: the spec's CartItems collection as our own API, one cart per signed-in user.
export async function cartRoutes(fastify: FastifyInstance, { db, now }: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/cart',
    { schema: { response: { 200: cartResponseSchema } } },
    async (request): Promise<CartResponse> => {
      const user = requireUser(request);
      return {
        items: await showCartLines(db.kysely, await listCartLines(db.kysely, user.id), now()),
      };
    },
  );

  app.post(
    '/api/cart',
    {
      schema: { body: addToCartSchema, response: { 201: cartItemSchema } },
      // A visitor must sign in to add to the cart, and is told so in the spec's words.
      preValidation: (request, _reply, done) =>
        done(request.user ? undefined : new HttpError(401, messages.loginToAddToCart)),
    },
    async (request, reply) => {
      const user = requireUser(request);
      const item = await addToCart(db.kysely, user.id, request.body, now());
      return reply.status(201).send(item);
    },
  );

  // docs/orders.md#cart: plus and minus; the minus stops at 1 (the schema refuses 0).
  app.patch(
    '/api/cart/:id',
    {
      schema: {
        params: cartLineParamsSchema,
        body: updateCartLineSchema,
        response: { 200: cartItemSchema },
      },
      config: {
        invalid: {
          params: lineNotFound,
          body: { message: 'Quantity must be a whole number from 1 to 99' },
        },
      },
      preValidation: signedIn,
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      if (!(await updateCartLineQty(db.kysely, user.id, id, request.body.qty))) {
        throw new HttpError(404, messages.cartLineNotFound);
      }
      const [item] = await showCartLines(
        db.kysely,
        [await lineOrThrow(db.kysely, user.id, id)],
        now(),
      );
      return item;
    },
  );

  app.delete(
    '/api/cart/:id',
    {
      schema: { params: cartLineParamsSchema, response: { 204: z.undefined() } },
      config: { invalid: { params: lineNotFound } },
      preValidation: signedIn,
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!(await deleteCartLine(db.kysely, user.id, request.params.id))) {
        throw new HttpError(404, messages.cartLineNotFound);
      }
      return reply.status(204).send();
    },
  );

  // docs/orders.md#cart: clear removes every line, or warns 'Cart is already empty'.
  app.delete(
    '/api/cart',
    { schema: { response: { 200: clearCartResponseSchema } } },
    async (request): Promise<ClearCartResponse> => {
      const user = requireUser(request);
      const removed = await clearCart(db.kysely, user.id);
      return removed > 0 ? { removed } : { removed, message: messages.cartAlreadyEmpty };
    },
  );
}
