import { z } from 'zod';
import { normalizePhone } from './phone-numbers';
import { phoneSearch } from './validation';

/*
 * The shop's customers as staff see them (docs/customers.md): everyone who has ordered, by the
 * phone number their orders carry (a customer who phones orders in has no account), with what
 * they ordered and spent and a note from staff that shows on their next orders.
 *
 *   GET /api/admin/customers?search=&sort=&page=   customersQuerySchema → customersResponseSchema
 *   GET /api/admin/customers.csv                   every customer, the same columns
 *   PUT /api/admin/customers/:phone/note           customerNoteInputSchema → customerSchema
 *   GET /api/admin/customer-notes                  customerNotesResponseSchema (for the board)
 */

export const CUSTOMERS_PAGE_SIZE = 30;
export const CUSTOMER_NOTE_MAX = 300;

/** What staff read about customers (the staff pages' own words, docs/messages.md). */
export const customerMessages = {
  notFound: 'No customer has ordered with this phone number',
  noteTooLong: `A note can be at most ${CUSTOMER_NOTE_MAX} characters`,
  noteSaved: 'Note saved',
  noteRemoved: 'Note removed',
} as const;

export const customersQuerySchema = z.object({
  // By name, any case, anywhere in it; or a phone however it is written ('+234 803…').
  search: z.string().trim().max(80).default('').transform(phoneSearch),
  /** recent: last order first; spent: most paid first; orders: most orders first. */
  sort: z.enum(['recent', 'spent', 'orders']).default('recent'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type CustomersQuery = z.input<typeof customersQuerySchema>;

export const customerSchema = z.object({
  phone: z.string(),
  /** The name on their latest order. */
  name: z.string(),
  /** Orders placed, canceled ones included. */
  orders: z.number(),
  /** Paid orders' totals less what was refunded, naira. */
  spent: z.number(),
  /** ISO time of the latest order. */
  lastOrderAt: z.string(),
  /** The area most of their deliveries went to; 'Pickup' when they mostly collect. */
  usualArea: z.string().nullable(),
  /** Staff's note ('' when none). */
  note: z.string(),
  /** Whether they have an account (signed up), or only phone in. */
  hasAccount: z.boolean(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customersResponseSchema = z.object({
  customers: z.array(customerSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type CustomersResponse = z.infer<typeof customersResponseSchema>;

/** :phone however it is written; one that cannot be a number is a customer who is not there. */
export const customerPhoneParamsSchema = z.object({
  phone: z
    .string()
    .max(40)
    .transform(normalizePhone)
    .pipe(z.string().regex(/^\d{11}$/)),
});

export const customerNoteInputSchema = z.object({
  note: z.string().trim().max(CUSTOMER_NOTE_MAX, customerMessages.noteTooLong),
});
export type CustomerNoteInput = z.infer<typeof customerNoteInputSchema>;

/** Every note there is, by phone: few enough for the order board to hold them all. */
export const customerNotesResponseSchema = z.object({ notes: z.record(z.string(), z.string()) });
export type CustomerNotesResponse = z.infer<typeof customerNotesResponseSchema>;
