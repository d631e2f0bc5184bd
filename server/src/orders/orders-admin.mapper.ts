import type { AdminOrder } from '@buka/domain/admin';
import { toOrder } from './orders.mapper';
import type { OrderWithItems } from './orders.repository';

/** The customer's order shape, plus when it last changed and when it was paid. */
export function toAdminOrder(row: OrderWithItems): AdminOrder {
  return {
    ...toOrder(row),
    updatedAt: new Date(row.updatedAt).toISOString(),
    paidAt: row.paidAt === null ? null : new Date(row.paidAt).toISOString(),
  };
}
