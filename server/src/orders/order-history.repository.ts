import type { Kysely } from 'kysely';
import type { OrderHistoryKind } from '@buka/domain/order-history';
import type { Database, UserRow } from '../db/tables';

/** Records one act of staff on an order, in the transaction that did it. */
export async function recordOrderAct(
  db: Kysely<Database>,
  act: {
    orderId: number;
    kind: OrderHistoryKind;
    detail?: string | null;
    by: Pick<UserRow, 'id' | 'name' | 'phone'>;
    at: number;
  },
): Promise<void> {
  await db
    .insertInto('orderHistory')
    .values({
      orderId: act.orderId,
      kind: act.kind,
      detail: act.detail ?? null,
      byId: act.by.id,
      // An account signed in through a provider may have no name yet.
      byName: act.by.name || act.by.phone || 'Staff',
      at: act.at,
    })
    .execute();
}

/** An order's history, oldest first. */
export async function listOrderHistory(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('orderHistory')
    .select(['kind', 'detail', 'byName', 'at'])
    .where('orderId', '=', orderId)
    .orderBy('id')
    .execute();
}
