import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  customerMessages,
  customerNoteInputSchema,
  customerNotesResponseSchema,
  customerPhoneParamsSchema,
  CUSTOMERS_PAGE_SIZE,
  customerSchema,
  customersQuerySchema,
  customersResponseSchema,
} from '@buka/domain/customers';
import { formatCsvDateTime, shopToday } from '@buka/domain/shop-clock';
import type { AppDeps } from '../app-deps';
import { requireAdmin, staffOnly } from '../auth/auth.plugin';
import { HttpError } from '../http/errors';
import { csvLine } from '../reports/reports-csv';
import {
  allCustomers,
  allNotes,
  findCustomer,
  saveNote,
  searchCustomers,
} from './customers.repository';

const notFound = { status: 404, message: customerMessages.notFound };

/** Staff's page of customers, its CSV, and their notes (docs/customers.md). */
export async function customersRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get(
    '/api/admin/customers',
    {
      schema: { querystring: customersQuerySchema, response: { 200: customersResponseSchema } },
      preValidation: staffOnly,
    },
    async (request) => {
      requireAdmin(request);
      const { query } = request;
      const { customers, total } = await searchCustomers(db.kysely, query);
      return { customers, total, page: query.page, pageSize: CUSTOMERS_PAGE_SIZE };
    },
  );

  app.get(
    '/api/admin/customers.csv',
    { schema: {}, preValidation: staffOnly },
    async (request, reply) => {
      requireAdmin(request);
      const customers = await allCustomers(db.kysely);
      const lines = [
        csvLine([
          'phone',
          'name',
          'orders',
          'spent (NGN)',
          'last order (Lagos)',
          'usual area',
          'account',
          'note',
        ]),
        ...customers.map((customer) =>
          csvLine([
            customer.phone,
            customer.name,
            customer.orders,
            customer.spent,
            formatCsvDateTime(new Date(customer.lastOrderAt)),
            customer.usualArea,
            customer.hasAccount ? 'yes' : 'no',
            customer.note,
          ]),
        ),
      ];
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="customers-${shopToday(deps.now())}.csv"`,
        )
        .send(lines.join(''));
    },
  );

  app.get(
    '/api/admin/customer-notes',
    { schema: { response: { 200: customerNotesResponseSchema } }, preValidation: staffOnly },
    async (request) => {
      requireAdmin(request);
      return { notes: await allNotes(db.kysely) };
    },
  );

  app.put(
    '/api/admin/customers/:phone/note',
    {
      schema: {
        params: customerPhoneParamsSchema,
        body: customerNoteInputSchema,
        response: { 200: customerSchema },
      },
      config: { invalid: { params: notFound } },
      preValidation: staffOnly,
    },
    async (request) => {
      const staff = requireAdmin(request);
      const { phone } = request.params;
      if (!(await findCustomer(db.kysely, phone))) throw new HttpError(404, notFound.message);
      await saveNote(db.kysely, phone, request.body.note, staff.id, deps.now().getTime());
      return (await findCustomer(db.kysely, phone))!;
    },
  );
}
