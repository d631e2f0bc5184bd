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
import { requireStaff } from '../auth/auth.plugin';
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
      config: { right: 'customers.view' },
    },
    async (request) => {
      requireStaff(request);
      const { query } = request;
      const { customers, total } = await searchCustomers(db.kysely, query);
      return { customers, total, page: query.page, pageSize: CUSTOMERS_PAGE_SIZE };
    },
  );

  app.get(
    '/api/admin/customers.csv',
    { schema: {}, config: { right: 'customers.view' } },
    async (request, reply) => {
      requireStaff(request);
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
    // The board shows them on each order, the kitchen's too: an allergy is the cook's business.
    {
      schema: { response: { 200: customerNotesResponseSchema } },
      config: { right: 'orders.view' },
    },
    async (request) => {
      requireStaff(request);
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
      config: { invalid: { params: notFound }, right: 'customers.view' },
    },
    async (request) => {
      const staff = requireStaff(request);
      const { phone } = request.params;
      if (!(await findCustomer(db.kysely, phone))) throw new HttpError(404, notFound.message);
      await saveNote(db.kysely, phone, request.body.note, staff.id, deps.now().getTime());
      return (await findCustomer(db.kysely, phone))!;
    },
  );
}
