import { formatMoney } from '@buka/domain/money';
import type { OrderTotal } from '@buka/domain/order-total';
import { tl } from '../../../../shared/i18n/later';
import { Button } from '../../../../shared/ui/Button';
import { OrderSummary, type ShownDiscount } from './OrderSummary';

/**
 * The foot of the checkout, kept in sight while the customer scrolls: the totals and the
 * buttons that send the form.
 */
export function SendOrderBar(props: {
  total: OrderTotal;
  discounts: readonly ShownDiscount[];
  /** What the server will charge, discounts taken off. */
  totalKobo: number;
  sending: boolean;
  /** The shop takes orders told in a WhatsApp chat too. */
  whatsApp: boolean;
}) {
  return (
    <div className="sticky bottom-0 -mx-4 flex flex-col gap-3 border-t border-stone-200 bg-white px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
      <OrderSummary total={props.total} discounts={props.discounts} />
      <Button type="submit" loading={props.sending} className="w-full text-base">
        {tl('sendOrder', { total: formatMoney(props.totalKobo) })}
      </Button>
      {/* Another way to send (docs/whatsapp.md): placed here as usual, then told in a chat. */}
      {props.whatsApp && (
        <Button
          type="submit"
          name="via"
          value="whatsapp"
          variant="secondary"
          disabled={props.sending}
          className="w-full"
        >
          {tl('orderOnWhatsApp')}
        </Button>
      )}
    </div>
  );
}
