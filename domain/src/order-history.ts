import { z } from 'zod';
import { formatShopDateTime } from './shop-clock';
import { formatMoney } from './money';
import { stepLabel, type Fulfilment, type OrderStatus } from './order-status';
import { orderStatusSchema } from './orders';

// Who did what to an order (docs/orders.md#who-did-what): each act of staff, with the person.

export const orderHistoryKinds = [
  'phone',
  'accepted',
  'step',
  'paid',
  'unpaid',
  'refund',
  'rider',
  'undelivered',
] as const;
export type OrderHistoryKind = (typeof orderHistoryKinds)[number];

export const orderHistoryEntrySchema = z.object({
  kind: z.enum(orderHistoryKinds),
  /**
   * The step's status ('3'), how it was paid ('cash', 'transfer'), a refund's kobo as text, the
   * rider's name it was given to (null: taken back), why a rider could not deliver it.
   */
  detail: z.string().nullable(),
  /** The staff member's name as it was then. */
  by: z.string(),
  at: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/** GET /api/admin/orders/:id/history: oldest first. */
export const orderHistorySchema = z.object({ entries: z.array(orderHistoryEntrySchema) });
export type OrderHistory = z.infer<typeof orderHistorySchema>;

/** What one entry says on the board: 'Accepted', 'Ready for pickup', 'Marked paid (cash)'. */
export function historyWords(entry: OrderHistoryEntry, fulfilment: Fulfilment): string {
  switch (entry.kind) {
    case 'phone':
      return 'Taken on the phone';
    case 'accepted':
      return 'Accepted';
    case 'step': {
      const status = orderStatusSchema.safeParse(entry.detail);
      return status.success ? stepLabel(status.data as OrderStatus, fulfilment) : 'Moved on';
    }
    case 'paid':
      return entry.detail === 'transfer' ? 'Marked paid (transfer)' : 'Marked paid (cash)';
    case 'unpaid':
      return 'Paid taken back';
    case 'refund':
      return entry.detail ? `Refunded ${formatMoney(Number(entry.detail))}` : 'Refunded';
    case 'rider':
      return entry.detail ? `Given to ${entry.detail}` : 'Taken back from the rider';
    case 'undelivered':
      return `Could not deliver: ${entry.detail ?? ''}`;
  }
}

/** One line of the history: '27 Nov, 9:05 am · Accepted · Ada'. */
export function historyLine(entry: OrderHistoryEntry, fulfilment: Fulfilment): string {
  const at = formatShopDateTime(new Date(entry.at));
  return `${at} · ${historyWords(entry, fulfilment)} · ${entry.by}`;
}
