import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/auth.plugin';

/**
 * The API's OpenAPI description, drawn from the routes' own schemas, so it cannot drift from
 * what the server checks. For staff only: it maps every staff call, which a visitor need not see.
 */
export async function openapiRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/admin/openapi.json', { schema: { hide: true } }, async (request) => {
    requireAdmin(request);
    return app.swagger();
  });
}
