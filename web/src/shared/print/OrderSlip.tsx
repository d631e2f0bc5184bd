import { chosenPayment } from '@buka/domain/chosen-payment';
import type { Order, PaidBy } from '@buka/domain/orders';
import { formatMoney, nairaToKobo } from '@buka/domain/money';
import type { Settings } from '@buka/domain/settings';
import { formatShopFullDateTime } from '@buka/domain/shop-clock';
import { t } from '../i18n/i18n';
import { tl } from '../i18n/later';
import { refundWords } from '../money/refund-words';
import { LineChoices } from '../ui/LineChoices';
import { papers, type Paper } from './paper';
import { HandOver } from '../orders/HandOver';
import { clockWords } from '../i18n/clock-words';

// The receipt is the customer's, so its words follow the language shown; the kitchen's ticket
// is for staff only and keeps its English.
const paymentWords = (): Record<PaidBy, string> => ({
  online: tl('paidOnline'),
  cash: t('paidCash'),
  transfer: t('paidTransfer'),
});

const money = (naira: number | string) => formatMoney(nairaToKobo(naira));

interface OrderSlipProps {
  order: Order;
  shop: Pick<Settings, 'name' | 'phone' | 'address'>;
  /** ticket: what the kitchen cooks, large, no prices; receipt: what the customer paid. */
  kind: 'ticket' | 'receipt';
  paper: Paper;
}

/**
 * An order on paper, laid out at the printable width of the paper it goes on; the stylesheet's
 * named page for its paper (index.css, `[data-slip]`) sets the paper itself, and nothing but
 * the slip prints.
 */
export function OrderSlip({ order, shop, kind, paper }: OrderSlipProps) {
  const size = papers[paper];
  const ticket = kind === 'ticket';
  const title = t('orderTitle', { id: order.id });
  return (
    <article
      data-slip={paper}
      aria-label={
        ticket ? `Kitchen ticket, order #${order.id}` : tl('receiptLabel', { id: order.id })
      }
      className="mx-auto bg-white font-mono text-black"
      style={{ width: `${size.widthMm}mm`, fontSize: `${size.fontPt}pt`, lineHeight: 1.3 }}
    >
      <header className="border-b border-dashed border-black pb-1 text-center">
        <p className="font-bold" style={{ fontSize: '1.2em' }}>
          {ticket ? 'KITCHEN' : shop.name}
        </p>
        {!ticket && (
          <>
            <p>{shop.address}</p>
            <p>{shop.phone}</p>
          </>
        )}
        <p className="font-bold" style={{ fontSize: ticket ? '1.6em' : '1.1em' }}>
          {ticket ? `Order #${order.id}` : title}
        </p>
        <p>
          {formatShopFullDateTime(Date.parse(order.createdAt), ticket ? undefined : clockWords())}
        </p>
      </header>
      <table className="my-1 w-full border-collapse">
        <tbody>
          {order.products.map((line, index) => (
            <tr key={`${line.id}-${index}`} className="align-top">
              <td className="pr-1 font-bold" style={ticket ? { fontSize: '1.4em' } : undefined}>
                {line.OrderProduct.quantity}×
              </td>
              <td className="w-full break-words" style={ticket ? { fontSize: '1.4em' } : undefined}>
                {line.name}
                <LineChoices
                  choices={line.choices}
                  note={line.note}
                  className={ticket ? 'font-bold' : ''}
                />
              </td>
              {!ticket && (
                <td className="pl-1 text-right whitespace-nowrap">{money(line.price)}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {order.note && (
        <p
          className="border-t border-dashed border-black py-1 font-bold break-words"
          style={ticket ? { fontSize: '1.2em' } : undefined}
        >
          {ticket ? 'NOTE:' : tl('kitchenNoteItem')} {order.note}
        </p>
      )}
      {!ticket && (
        <dl className="border-t border-dashed border-black pt-1">
          {order.deliveryFee > 0 && (
            <div className="flex justify-between gap-2">
              <dt>{tl('deliveryFee')}</dt>
              <dd>{money(order.deliveryFee)}</dd>
            </div>
          )}
          {order.discount > 0 && (
            <div className="flex justify-between gap-2">
              <dt className="break-words">{order.discountLabel || tl('promoDiscount')}</dt>
              <dd>-{money(order.discount)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-2 font-bold" style={{ fontSize: '1.2em' }}>
            <dt>{tl('total')}</dt>
            <dd>{money(order.total)}</dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt>{tl('receiptPayment')}</dt>
            <dd>
              {order.isPaid ? tl('receiptPaid') : tl('receiptNotPaid')} ·{' '}
              {paymentWords()[order.paidBy ?? chosenPayment(order)]}
            </dd>
          </div>
          {order.refunds.map((refund) => (
            <p key={refund.id}>{refundWords(refund)}</p>
          ))}
        </dl>
      )}
      <footer className="border-t border-dashed border-black pt-1">
        <p className="font-bold">{order.client.name}</p>
        <p>{order.client.phone}</p>
        <HandOver order={order} links={false} />
        {!ticket && <p className="mt-1 text-center">{tl('receiptThanks')}</p>}
      </footer>
    </article>
  );
}
