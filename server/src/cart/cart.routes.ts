import type { FastifyInstance } from 'fastify';
import {
  addToCartSchema,
  cartLineParamsSchema,
  updateCartLineSchema,
  type CartResponse,
  type ClearCartResponse,
} from '@buka/domain/cart';
import { messages } from '@buka/domain/messages';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/auth.plugin';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import { clearCart, deleteCartLine, listCartLines, updateCartLineQty } from './cart.repository';
import { addToCart, lineOrThrow, showCartLines } from './cart.service';

// DESIGN §3: the spec's CartItems collection as our own API, one cart per signed-in user.
export async function cartRoutes(app: FastifyInstance, { db, now }: AppDeps): Promise<void> {
  const params = (input: unknown) =>
    parseInput(cartLineParamsSchema, input, { status: 404, message: messages.cartLineNotFound });

  app.get('/api/cart', async (request): Promise<CartResponse> => {
    const user = requireUser(request);
    return {
      items: await showCartLines(db.kysely, await listCartLines(db.kysely, user.id), now()),
    };
  });

  app.post('/api/cart', async (request, reply) => {
    // spec §5: must be signed in to add to the cart.
    if (!request.user) throw new HttpError(401, messages.loginToAddToCart);
    const addition = parseInput(addToCartSchema, request.body);
    const item = await addToCart(db.kysely, request.user.id, addition, now());
    return reply.status(201).send(item);
  });

  // spec §4: plus and minus; the minus stops at 1 (the schema refuses 0).
  app.patch('/api/cart/:id', async (request) => {
    const user = requireUser(request);
    const { id } = params(request.params);
    const { qty } = parseInput(updateCartLineSchema, request.body, {
      message: 'Quantity must be a whole number from 1 to 99',
    });
    if (!(await updateCartLineQty(db.kysely, user.id, id, qty))) {
      throw new HttpError(404, messages.cartLineNotFound);
    }
    const [item] = await showCartLines(
      db.kysely,
      [await lineOrThrow(db.kysely, user.id, id)],
      now(),
    );
    return item;
  });

  app.delete('/api/cart/:id', async (request, reply) => {
    const user = requireUser(request);
    const { id } = params(request.params);
    if (!(await deleteCartLine(db.kysely, user.id, id))) {
      throw new HttpError(404, messages.cartLineNotFound);
    }
    return reply.status(204).send();
  });

  // spec §4: clear removes every line, or warns 'Cart is already empty'.
  app.delete('/api/cart', async (request): Promise<ClearCartResponse> => {
    const user = requireUser(request);
    const removed = await clearCart(db.kysely, user.id);
    return removed > 0 ? { removed } : { removed, message: messages.cartAlreadyEmpty };
  });
}
