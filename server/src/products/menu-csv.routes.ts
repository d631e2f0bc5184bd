import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  menuImportAnswerSchema,
  menuImportInputSchema,
  menuImportMessages,
} from '@buka/domain/menu-import';
import { shopToday } from '@buka/domain/shop-clock';
import type { AppDeps } from '../app-deps';
import { requireStaff } from '../auth/auth.plugin';
import { importMenu, menuCsv } from './menu-csv';

/** JSON around the file's text: its escapes make it longer than the CSV itself. */
const IMPORT_BODY_LIMIT = 256 * 1024;

/** Staff take the menu out as CSV and bring a file back in (docs/menu-import.md). */
export async function menuCsvRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/menu.csv',
    { schema: {}, config: { right: 'menu.edit' } },
    async (request, reply) => {
      requireStaff(request);
      const name = `menu-${shopToday(deps.now())}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(await menuCsv(deps.db.kysely));
    },
  );

  app.post(
    '/api/admin/menu-import',
    {
      schema: { body: menuImportInputSchema, response: { 200: menuImportAnswerSchema } },
      config: {
        invalid: { body: { status: 422, message: menuImportMessages.tooBig } },
        right: 'menu.edit',
      },
      bodyLimit: IMPORT_BODY_LIMIT,
    },
    async (request) => {
      requireStaff(request);
      return importMenu(deps, request.body.csv, request.body.write);
    },
  );
}
