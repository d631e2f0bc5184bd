import type { Kysely } from 'kysely';
import type { AdminOrder } from '@buka/domain/admin';
import { koboToNaira } from '@buka/domain/money';
import type { Order } from '@buka/domain/orders';
import { can } from '@buka/domain/staff-roles';
import type { WhatsAppMessage } from '@buka/domain/whatsapp-messages';
import type { Database, UserRow, WhatsAppMessageRow } from '../db/tables';
import { messagesOfOrders } from '../notifications/whatsapp/whatsapp.repository';
import { isoOrNull, toOrder, toRefund } from './orders.mapper';
import type { OrderWithItems } from './orders.repository';

type Viewer = Pick<UserRow, 'role'>;

/**
 * Orders as the board shows them to this member of staff, with what their customers wrote on
 * WhatsApp (one query).
 */
export async function toAdminOrders(
  db: Kysely<Database>,
  rows: OrderWithItems[],
  viewer: Viewer,
): Promise<AdminOrder[]> {
  const said = await messagesOfOrders(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toAdminOrder(
      row,
      said.filter((message) => message.orderId === row.id),
      viewer,
    ),
  );
}

export async function toAdminOrderOf(db: Kysely<Database>, row: OrderWithItems, viewer: Viewer) {
  return (await toAdminOrders(db, [row], viewer))[0]!;
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

/**
 * What the order costs, left out for a role that takes no money (the kitchen cooks from the
 * lines); the counter, which collects it, sees it (docs/server-rules.md#roles).
 */
function withoutPrices(order: Order) {
  return {
    total: null,
    deliveryFee: null,
    refundDue: null,
    // A discount is money too: the kitchen's card shows none.
    discount: 0,
    discountLabel: '',
    products: order.products.map((line) => ({
      ...line,
      price: null,
      choices: line.choices.map((choice) => ({ ...choice, price: null })),
    })),
  };
}

/**
 * The customer's order shape, plus when it last changed and when it was paid. Its payments and
 * refunds are shown only to a role that sees money; its prices, total and what is due back to
 * those who take money (neither to the kitchen).
 */
function toAdminOrder(row: OrderWithItems, said: WhatsAppMessageRow[], viewer: Viewer): AdminOrder {
  const money = can(viewer.role, 'money.view');
  const order = toOrder(row, { riderCallLink: true });
  return {
    ...order,
    ...(can(viewer.role, 'orders.cash') ? {} : withoutPrices(order)),
    updatedAt: new Date(row.updatedAt).toISOString(),
    paidAt: isoOrNull(row.paidAt),
    announcedAt: isoOrNull(row.announcedAt),
    acceptedAt: isoOrNull(row.acceptedAt),
    customerLanguage: row.customerLanguage,
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
    whatsappMessages: said.map(toWhatsAppMessage),
    assignedRider: row.rider && { id: row.rider.id, name: row.rider.name, phone: row.rider.phone },
    undelivered:
      row.undeliveredReason === null || row.undeliveredAt === null
        ? null
        : { reason: row.undeliveredReason, at: new Date(row.undeliveredAt).toISOString() },
  };
}
