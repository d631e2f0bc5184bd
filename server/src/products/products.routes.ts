import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { toFood } from './products.mapper';
import { listFoods } from './products.repository';

export async function productsRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  // spec §7: the answer is read as data.products. Dishes with no stock are included: the menu
  // hides them and shows 'No food now' when all are out; staff still see them.
  app.get('/api/products', async () => ({ products: (await listFoods(db.kysely)).map(toFood) }));
}
