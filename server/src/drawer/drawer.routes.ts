import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  drawerCloseSchema,
  drawerCountSchema,
  drawerCountsSchema,
  drawerDateParamsSchema,
  drawerReopenSchema,
  type DrawerCounts,
} from '@buka/domain/drawer';
import { messages } from '@buka/domain/messages';
import { reportQuerySchema } from '@buka/domain/reports';
import type { AppDeps } from '../app-deps';
import { requireStaff } from '../auth/auth.plugin';
import { listDrawerCounts } from './drawer.repository';
import { closeDay, reopenDay, toDrawerCount } from './drawer.service';

const datesInvalid = { message: messages.reportDatesInvalid };
const dateInvalid = { status: 404, message: messages.notFound };

/** The drawer counted at the end of a day, and a day reopened (docs/operations.md#the-drawer-counted). */
export async function drawerRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/drawer',
    {
      schema: { querystring: reportQuerySchema, response: { 200: drawerCountsSchema } },
      config: { invalid: { querystring: datesInvalid }, right: 'cash.count' },
    },
    async (request): Promise<DrawerCounts> => {
      requireStaff(request);
      const rows = await listDrawerCounts(deps.db.kysely, request.query);
      return { counts: rows.map(toDrawerCount) };
    },
  );

  app.post(
    '/api/admin/drawer/:date/close',
    {
      schema: {
        params: drawerDateParamsSchema,
        body: drawerCloseSchema,
        response: { 201: drawerCountSchema },
      },
      config: {
        invalid: { params: dateInvalid, body: { message: messages.drawerAmountInvalid } },
        right: 'cash.count',
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      const count = await closeDay(deps, staff, request.params.date, request.body);
      return reply.status(201).send(count);
    },
  );

  app.post(
    '/api/admin/drawer/:date/reopen',
    {
      schema: {
        params: drawerDateParamsSchema,
        body: drawerReopenSchema,
        response: { 200: drawerCountSchema },
      },
      config: {
        invalid: { params: dateInvalid, body: { message: messages.drawerReopenReasonRequired } },
        right: 'cash.reopen',
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      return reopenDay(deps, staff, request.params.date, request.body.reason);
    },
  );
}
