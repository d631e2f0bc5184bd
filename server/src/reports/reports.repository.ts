import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { paidOnline } from '../payments/payments.repository';

/** Refunds asked for between two instants, oldest first, with a page of at most `limit`. */
export async function readRefunds(
  db: Kysely<Database>,
  range: { from: number; to: number },
  page: { afterId: number; limit: number },
) {
  return db
    .selectFrom('refunds')
    .select([
      'id',
      'orderId',
      'paymentId',
      'provider',
      'amountKobo',
      'status',
      'reason',
      'createdAt',
    ])
    .where('createdAt', '>=', range.from)
    .where('createdAt', '<', range.to)
    .where('id', '>', page.afterId)
    .orderBy('id')
    .limit(page.limit)
    .execute();
}

/**
 * One batch of the orders placed between two instants, in time order after the last one read
 * (the created_at index, keyset: every batch costs the same however deep it is).
 */
export async function readOrdersBatch(
  db: Kysely<Database>,
  range: { from: number; to: number },
  after: { createdAt: number; id: number } | null,
  limit: number,
) {
  let query = db
    .selectFrom('orders')
    .select([
      'id',
      'createdAt',
      'status',
      'paymentMethod',
      'isPaid',
      'totalKobo',
      'deliveryFeeKobo',
      'refundedKobo',
      'discountKobo',
      'discountLabel',
      'clientName',
      'clientPhone',
      'area',
      'fulfilment',
      'source',
      'payByTransfer',
    ])
    .select((eb) =>
      eb
        .case()
        .when('isPaid', '=', 0)
        .then('unpaid')
        .when(paidOnline(eb))
        .then('online')
        .when('payByTransfer', '=', 1)
        .then('transfer')
        .else('cash')
        .end()
        .as('paidBy'),
    )
    .where('createdAt', '<', range.to);
  query = after
    ? query.where((eb) =>
        eb.or([
          eb('createdAt', '>', after.createdAt),
          eb.and([eb('createdAt', '=', after.createdAt), eb('id', '>', after.id)]),
        ]),
      )
    : query.where('createdAt', '>=', range.from);
  return query.orderBy('createdAt').orderBy('id').limit(limit).execute();
}
