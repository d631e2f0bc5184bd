import type { Kysely } from 'kysely';
import type { AdminOrder } from '@buka/domain/admin';
import type { WhatsAppMessage } from '@buka/domain/whatsapp-messages';
import type { Database, WhatsAppMessageRow } from '../db/tables';
import { messagesOfOrders } from '../notifications/whatsapp/whatsapp.repository';
import { koboToNaira } from '@buka/domain/money';
import { isoOrNull, toOrder, toRefund } from './orders.mapper';
import type { OrderWithItems } from './orders.repository';

/** Orders as the board shows them, with what their customers wrote on WhatsApp (one query). */
export async function toAdminOrders(
  db: Kysely<Database>,
  rows: OrderWithItems[],
): Promise<AdminOrder[]> {
  const said = await messagesOfOrders(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toAdminOrder(
      row,
      said.filter((message) => message.orderId === row.id),
    ),
  );
}

export async function toAdminOrderOf(db: Kysely<Database>, row: OrderWithItems) {
  return (await toAdminOrders(db, [row]))[0]!;
}

function toWhatsAppMessage(row: WhatsAppMessageRow): WhatsAppMessage {
  return {
    id: row.id,
    name: row.name,
    body: row.body,
    receivedAt: new Date(row.receivedAt).toISOString(),
    read: row.readAt !== null,
  };
}

/** The customer's order shape, plus when it last changed and when it was paid. */
function toAdminOrder(row: OrderWithItems, said: WhatsAppMessageRow[]): AdminOrder {
  return {
    ...toOrder(row),
    updatedAt: new Date(row.updatedAt).toISOString(),
    paidAt: isoOrNull(row.paidAt),
    announcedAt: isoOrNull(row.announcedAt),
    acceptedAt: isoOrNull(row.acceptedAt),
    payments: row.payments.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      status: payment.status,
      amount: koboToNaira(payment.amountKobo),
      refunded: koboToNaira(payment.refundedKobo),
      createdAt: new Date(payment.createdAt).toISOString(),
    })),
    refunds: row.refunds.map((refund) => ({ ...toRefund(refund), provider: refund.provider })),
    whatsappMessages: said.map(toWhatsAppMessage),
  };
}
