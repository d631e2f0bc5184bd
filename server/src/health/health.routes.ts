import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../app-deps';

/** For a load balancer: 200 when this process can reach its database, 503 when it cannot. */
export async function healthRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    try {
      await sql`select 1`.execute(db.kysely);
      return reply.header('cache-control', 'no-store').send({ status: 'ok', database: db.dialect });
    } catch {
      return reply.status(503).header('cache-control', 'no-store').send({ status: 'unavailable' });
    }
  });
}
