import type { AdminOrder } from '@buka/domain/admin';
import { koboToNaira } from '@buka/domain/money';
import { can } from '@buka/domain/staff-roles';
import type { UserRow } from '../db/tables';
import { isoOrNull, toOrder, toRefund } from './orders.mapper';
import type { OrderWithItems } from './orders.repository';

/**
 * The customer's order shape, plus when it last changed and when it was paid. Its payments and
 * refunds are shown only to a role that sees money (the kitchen does not).
 */
export function toAdminOrder(row: OrderWithItems, viewer: Pick<UserRow, 'role'>): AdminOrder {
  const money = can(viewer.role, 'money.view');
  return {
    ...toOrder(row),
    updatedAt: new Date(row.updatedAt).toISOString(),
    paidAt: isoOrNull(row.paidAt),
    announcedAt: isoOrNull(row.announcedAt),
    acceptedAt: isoOrNull(row.acceptedAt),
    payments: (money ? row.payments : []).map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      status: payment.status,
      amount: koboToNaira(payment.amountKobo),
      refunded: koboToNaira(payment.refundedKobo),
      createdAt: new Date(payment.createdAt).toISOString(),
    })),
    refunds: (money ? row.refunds : []).map((refund) => ({
      ...toRefund(refund),
      provider: refund.provider,
    })),
  };
}
