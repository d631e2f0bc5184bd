import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { createCachedAnswer } from '../http/cached-answer';
import { toFood } from './products.mapper';
import { listFoods } from './products.repository';

// A change nothing announces (the database edited by hand) shows within this long.
const MENU_MAX_AGE_MS = 5_000;

export async function productsRoutes(app: FastifyInstance, { db, events }: AppDeps): Promise<void> {
  // spec §7: the answer is read as data.products. Dishes with no stock are included: the menu
  // hides them and shows 'No food now' when all are out; staff still see them.
  const menu = createCachedAnswer({
    load: async () => ({ products: (await listFoods(db.kysely)).map(toFood) }),
    events,
    // Staff edits announce themselves; stock moves with every order placed or canceled. The
    // stock shown may trail an order by a moment: the order itself takes it in a transaction.
    changedBy: (event) =>
      event.type === 'menu.changed' ||
      event.type === 'order.created' ||
      event.type === 'order.updated',
    maxAgeMs: MENU_MAX_AGE_MS,
  });
  app.addHook('onClose', async () => menu.close());

  app.get('/api/products', (request, reply) => menu.send(request, reply));
}
