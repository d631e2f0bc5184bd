import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cashUpSchema,
  reportCsvParamsSchema,
  reportQuerySchema,
  reportSchema,
  type CashUp,
  type Report,
} from '@buka/domain/reports';
import { messages } from '@buka/domain/messages';
import type { AppDeps } from '../app-deps';
import { requireStaff } from '../auth/auth.plugin';
import { reportCsv } from './reports-csv';
import { buildCashUp, buildReport } from './reports.service';

const datesInvalid = { message: messages.reportDatesInvalid };

/** The staff area's reports and the day's cash-up; every table also as CSV. */
export async function reportsRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/reports',
    {
      schema: { querystring: reportQuerySchema, response: { 200: reportSchema } },
      config: { invalid: { querystring: datesInvalid }, right: 'reports.view' },
    },
    async (request): Promise<Report> => {
      requireStaff(request);
      return buildReport(deps, request.query);
    },
  );

  app.get(
    '/api/admin/reports/cash-up',
    {
      schema: { querystring: reportQuerySchema, response: { 200: cashUpSchema } },
      config: { invalid: { querystring: datesInvalid }, right: 'cash.count' },
    },
    async (request): Promise<CashUp> => {
      requireStaff(request);
      return { days: await buildCashUp(deps, request.query) };
    },
  );

  // Streamed a batch at a time: a year of orders never sits in the server's memory.
  app.get(
    '/api/admin/reports/:table.csv',
    {
      schema: { params: reportCsvParamsSchema, querystring: reportQuerySchema },
      // A table we do not have is an address that does not exist.
      config: {
        invalid: { params: { status: 404, message: messages.notFound }, querystring: datesInvalid },
        right: 'reports.view',
      },
    },
    async (request, reply) => {
      requireStaff(request);
      const { table } = request.params;
      const range = request.query;
      const name = `buka-${table}-${range.from}-to-${range.to}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(Readable.from(reportCsv(deps, table, range)));
    },
  );
}
