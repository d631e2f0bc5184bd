import type { FastifyInstance } from 'fastify';
import type { FastLane } from '../http/fast-lane';
import type { Menu } from './menu';

export async function productsRoutes(
  app: FastifyInstance,
  { menu, lane }: { menu: Menu; lane: FastLane },
) {
  app.get('/api/products', (request, reply) => menu.send(request, reply));
  lane.serve('/api/products', menu.version.fresh);
}
