import type { FastifyInstance } from 'fastify';
import type { Menu } from './menu';

export async function productsRoutes(app: FastifyInstance, { menu }: { menu: Menu }) {
  app.get('/api/products', (request, reply) => menu.send(request, reply));
}
