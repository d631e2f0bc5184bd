import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  reportCsvParamsSchema,
  reportQuerySchema,
  type CashUp,
  type Report,
} from '@buka/domain/reports';
import { messages } from '@buka/domain/messages';
import type { AppDeps } from '../app-deps';
import { requireAdmin } from '../auth/auth.plugin';
import { parseInput } from '../http/validate';
import { reportCsv } from './reports-csv';
import { buildCashUp, buildReport } from './reports.service';

/** The staff area's reports and the day's cash-up; every table also as CSV. */
export async function reportsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const query = (input: unknown) =>
    parseInput(reportQuerySchema, input, { message: messages.reportDatesInvalid });

  app.get('/api/admin/reports', async (request): Promise<Report> => {
    requireAdmin(request);
    return buildReport(deps, query(request.query));
  });

  app.get('/api/admin/reports/cash-up', async (request): Promise<CashUp> => {
    requireAdmin(request);
    return { days: await buildCashUp(deps, query(request.query)) };
  });

  // Streamed a batch at a time: a year of orders never sits in the server's memory.
  app.get('/api/admin/reports/:table.csv', async (request, reply) => {
    requireAdmin(request);
    const { table } = parseInput(reportCsvParamsSchema, request.params, {
      status: 404,
      message: messages.notFound,
    });
    const range = query(request.query);
    const name = `buka-${table}-${range.from}-to-${range.to}.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(Readable.from(reportCsv(deps, table, range)));
  });
}
