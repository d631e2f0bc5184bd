import type { FastifyInstance } from 'fastify';
import { requireStaff } from '../auth/auth.plugin';

/**
 * The API's OpenAPI description, drawn from the routes' own schemas, so it cannot drift from
 * what the server checks. For staff only: it maps every staff call, which a visitor need not see.
 */
export async function openapiRoutes(app: FastifyInstance): Promise<void> {
  const options = { schema: { hide: true }, config: { right: 'api.describe' } } as const;
  app.get('/api/admin/openapi.json', options, async (request) => {
    requireStaff(request);
    return app.swagger();
  });
}
