import { sql, type Kysely } from 'kysely';
import { CUSTOMERS_PAGE_SIZE, type Customer } from '@buka/domain/customers';
import { koboToNaira } from '@buka/domain/money';
import type { Database } from '../db/tables';

// The shop's customers, made from their orders by the phone number each carries
// (docs/customers.md): a customer who phones their orders in has no account, and one with an
// account orders under their number.

type Sort = 'recent' | 'spent' | 'orders';

// LIKE's wildcards typed into the search box are searched for, not obeyed.
const containsPattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Orders whose phone begins with the digits typed, or whose name holds the words typed. */
function ordersMatching(db: Kysely<Database>, search: string) {
  const orders = db.selectFrom('orders');
  if (!search) return orders;
  if (/^\d{3,11}$/.test(search)) return orders.where('clientPhone', 'like', `${search}%`);
  return orders.where(sql<boolean>`lower(client_name) like ${containsPattern(search)} escape '\\'`);
}

/** One line per phone: how many orders, what was paid less refunds, the latest order. */
function totals(db: Kysely<Database>, search: string) {
  return ordersMatching(db, search)
    .select((eb) => [
      'clientPhone as phone',
      eb.fn.countAll<number>().as('orders'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('isPaid', '=', 1)
            .then(eb('totalKobo', '-', eb.ref('refundedKobo')))
            .else(0)
            .end(),
        )
        .as('spentKobo'),
      eb.fn.max<number>('createdAt').as('lastOrderAt'),
    ])
    .groupBy('clientPhone');
}

/** The page of customers a search means, and how many it means in all. */
export async function searchCustomers(
  db: Kysely<Database>,
  { search, sort, page }: { search: string; sort: Sort; page: number },
): Promise<{ customers: Customer[]; total: number }> {
  const order = { recent: 'lastOrderAt', spent: 'spentKobo', orders: 'orders' } as const;
  const [rows, count] = await Promise.all([
    totals(db, search)
      .orderBy(order[sort], 'desc')
      .orderBy('clientPhone')
      .limit(CUSTOMERS_PAGE_SIZE)
      .offset((page - 1) * CUSTOMERS_PAGE_SIZE)
      .execute(),
    db
      .selectFrom(ordersMatching(db, search).select('clientPhone').distinct().as('phones'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { customers: await described(db, rows), total: Number(count.total) };
}

/** Every customer, last order first: the CSV export. */
export async function allCustomers(db: Kysely<Database>): Promise<Customer[]> {
  const rows = await totals(db, '').orderBy('lastOrderAt', 'desc').execute();
  const customers: Customer[] = [];
  // A batch at a time: each asks the database about these phones' names, areas and notes.
  for (let at = 0; at < rows.length; at += 500) {
    customers.push(...(await described(db, rows.slice(at, at + 500))));
  }
  return customers;
}

/** The customer who ordered under this phone, or undefined for a number with no orders. */
export async function findCustomer(
  db: Kysely<Database>,
  phone: string,
): Promise<Customer | undefined> {
  const rows = await totals(db, '').where('clientPhone', '=', phone).execute();
  return (await described(db, rows))[0];
}

type TotalsRow = { phone: string; orders: number; spentKobo: number; lastOrderAt: number };

/** Totals with each phone's latest name, usual area, note and whether it has an account. */
async function described(db: Kysely<Database>, rows: TotalsRow[]): Promise<Customer[]> {
  if (rows.length === 0) return [];
  const phones = rows.map((row) => row.phone);
  const [names, areas, notes, accounts] = await Promise.all([
    db
      .selectFrom('orders')
      .select(['clientPhone', 'clientName'])
      .where('clientPhone', 'in', phones)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => [
        'clientPhone',
        'fulfilment',
        'area',
        eb.fn.countAll<number>().as('times'),
        eb.fn.max<number>('createdAt').as('latest'),
      ])
      .where('clientPhone', 'in', phones)
      .groupBy(['clientPhone', 'fulfilment', 'area'])
      .execute(),
    db.selectFrom('customerNotes').select(['phone', 'note']).where('phone', 'in', phones).execute(),
    db.selectFrom('users').select('phone').where('phone', 'in', phones).execute(),
  ]);
  const nameOf = new Map<string, string>();
  for (const row of names)
    if (!nameOf.has(row.clientPhone)) nameOf.set(row.clientPhone, row.clientName);
  const usual = new Map<string, { place: string | null; times: number; latest: number }>();
  for (const row of areas) {
    const place = row.fulfilment === 'pickup' ? 'Pickup' : row.area;
    const times = Number(row.times);
    const latest = Number(row.latest);
    const best = usual.get(row.clientPhone);
    // The most orders; between equals, the more recent.
    if (!best || times > best.times || (times === best.times && latest > best.latest)) {
      usual.set(row.clientPhone, { place, times, latest });
    }
  }
  const noteOf = new Map(notes.map((row) => [row.phone, row.note]));
  const withAccount = new Set(accounts.map((row) => row.phone));
  return rows.map((row) => ({
    phone: row.phone,
    name: nameOf.get(row.phone) ?? '',
    orders: Number(row.orders),
    spent: koboToNaira(Number(row.spentKobo ?? 0)),
    lastOrderAt: new Date(Number(row.lastOrderAt)).toISOString(),
    usualArea: usual.get(row.phone)?.place ?? null,
    note: noteOf.get(row.phone) ?? '',
    hasAccount: withAccount.has(row.phone),
  }));
}

/** Every note, by phone: the order board shows them on the orders they concern. */
export async function allNotes(db: Kysely<Database>): Promise<Record<string, string>> {
  const rows = await db.selectFrom('customerNotes').select(['phone', 'note']).execute();
  return Object.fromEntries(rows.map((row) => [row.phone, row.note]));
}

/** Sets the note on a phone; an empty note removes it. */
export async function saveNote(
  db: Kysely<Database>,
  phone: string,
  note: string,
  by: number,
  now: number,
): Promise<void> {
  if (!note) {
    await db.deleteFrom('customerNotes').where('phone', '=', phone).execute();
    return;
  }
  await db
    .insertInto('customerNotes')
    .values({ phone, note, updatedAt: now, updatedBy: by })
    .onConflict((oc) => oc.column('phone').doUpdateSet({ note, updatedAt: now, updatedBy: by }))
    .execute();
}
