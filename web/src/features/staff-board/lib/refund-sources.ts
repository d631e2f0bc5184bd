import type { AdminOrder } from '@buka/domain/admin';
import { nairaMoney } from '../../../shared/ui/price';

/** Where money can go back from: one of the order's payments, or cash by hand. */
export interface RefundSource {
  /** The payment's id as text, or 'cash'. */
  value: string;
  paymentId?: number;
  label: string;
  /** Naira paid through this source. */
  paid: number;
  /** Naira still refundable from this source. */
  left: number;
}

const providerNames: Record<string, string> = {
  paystack: 'Paystack',
  flutterwave: 'Flutterwave',
  simulator: 'Simulator',
};
const whyPaid: Record<string, string> = {
  success: 'paid the order',
  duplicate: 'paid twice',
  refund_due: 'came after it was canceled',
};
const cents = (naira: number) => Math.round(naira * 100);

/**
 * The sources with money left to give back, the ones that are plainly owed first (a second
 * payment, a late one). Cash only for an order staff marked paid in cash: online money goes
 * back the way it came.
 */
export function refundSources(
  order: Pick<AdminOrder, 'payments' | 'refunds' | 'isPaid' | 'total'>,
): RefundSource[] {
  const sources: RefundSource[] = order.payments
    .map((payment) => ({
      value: String(payment.id),
      paymentId: payment.id,
      label: `${providerNames[payment.provider] ?? payment.provider} payment of ${nairaMoney(payment.amount)} (${whyPaid[payment.status]})`,
      paid: payment.amount,
      left: (cents(payment.amount) - cents(payment.refunded)) / 100,
      owed: payment.status !== 'success',
    }))
    .sort((a, b) => Number(b.owed) - Number(a.owed))
    .map(({ owed: _owed, ...source }) => source);
  const paidOnline = order.payments.some((payment) => payment.status === 'success');
  const total = order.total;
  if (order.isPaid && !paidOnline && total !== null) {
    const given = order.refunds
      .filter((refund) => refund.method === 'cash' && refund.status !== 'failed')
      .reduce((sum, refund) => sum + cents(refund.amount), 0);
    sources.push({
      value: 'cash',
      label: `Cash paid at the door (${nairaMoney(total)})`,
      paid: total,
      left: (cents(total) - given) / 100,
    });
  }
  return sources.filter((source) => source.left > 0);
}
