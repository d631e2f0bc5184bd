import type { AdminOrder } from '@buka/domain/admin';
import { koboToNaira } from '@buka/domain/money';
import { isoOrNull, toOrder, toRefund } from './orders.mapper';
import type { OrderWithItems } from './orders.repository';

/** The customer's order shape, plus when it last changed and when it was paid. */
export function toAdminOrder(row: OrderWithItems): AdminOrder {
  return {
    ...toOrder(row),
    updatedAt: new Date(row.updatedAt).toISOString(),
    paidAt: isoOrNull(row.paidAt),
    announcedAt: isoOrNull(row.announcedAt),
    acceptedAt: isoOrNull(row.acceptedAt),
    customerLanguage: row.customerLanguage,
    payments: row.payments.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      status: payment.status,
      amount: koboToNaira(payment.amountKobo),
      refunded: koboToNaira(payment.refundedKobo),
      createdAt: new Date(payment.createdAt).toISOString(),
    })),
    refunds: row.refunds.map((refund) => ({ ...toRefund(refund), provider: refund.provider })),
  };
}
