import type { FastifyInstance } from 'fastify';
import { productsResponseSchema } from '@buka/domain/products';
import type { Menu } from './menu';

export async function productsRoutes(app: FastifyInstance, { menu }: { menu: Menu }) {
  // The answer goes out as the menu's bytes, written once per change: the schema describes it
  // and never serializes it again.
  app.get(
    '/api/products',
    { schema: { response: { 200: productsResponseSchema } } },
    (request, reply) => menu.send(request, reply),
  );
}
