import { useState, type FormEvent } from 'react';
import { ORDER_NOTE_MAX } from '@buka/domain/dish-options';
import { say, t } from '../../../../shared/i18n/i18n';
import { formatMoney } from '@buka/domain/money';
import { phoneSchema } from '@buka/domain/validation';
import { chatLink } from '@buka/domain/whatsapp-link';
import { toast } from '../../../../shared/toast/toast-store';
import { Button } from '../../../../shared/ui/Button';
import { NoteField } from '../../../../shared/ui/NoteField';
import { PhoneField } from '../../../../shared/ui/TextField';
import { useForm } from '../../../../shared/validation/use-form';
import { firstNotServed, orderableEntries, pricedEntries } from '../../cart-entries';
import { useCart } from '../../use-cart';
import { useSettings } from '../../../../shared/api/get-settings';
import { useNow } from '../../../../shared/clock/use-now';
import { deliveryNote, type Fulfilment } from '@buka/domain/delivery-rules';
import { orderTotal } from '@buka/domain/order-total';
import { firstOrderSlot } from '@buka/domain/order-slots';
import { orderingState, orderRefusalMessage } from '@buka/domain/ordering-state';
import type { Settings } from '@buka/domain/settings';
import { FulfilmentChoice } from './FulfilmentChoice';
import { OrderTimeChoice } from './OrderTimeChoice';
import { useLastDelivery } from '../api/get-last-delivery';
import { readCheckoutData } from '../checkout-data';
import { checkoutErrors, emptyCheckout, type CheckoutValues } from '../checkout-form';
import { useSendOrder } from '../use-send-order';
import { useCheckoutPromotions } from '../use-checkout-promotions';
import { PromoCodeField } from './PromoCodeField';
import { AreaSelect, DeliveryFields } from './DeliveryFields';
import { SavedAddressChoice, SaveThisAddress } from './SavedAddressFields';
import { OrderSummary } from './OrderSummary';
import { PaymentChoice } from './PaymentChoice';
import { WhatsAppUpdatesChoice } from './WhatsAppUpdatesChoice';
import { tl } from '../../../../shared/i18n/later';
import { shopStateWords } from '../../../../shared/i18n/clock-words';

/** docs/screens.md#cart-panel: the checkout block of the cart panel. */
export function CheckoutForm() {
  const cart = useCart();
  const settings = useSettings();
  const { areas } = settings;
  const now = useNow();
  const form = useForm<CheckoutValues>(emptyCheckout);
  const { values, errors } = form;
  // The shop's first way on: delivery unless staff turned it off.
  const fulfilment: Fulfilment =
    values.fulfilment ?? (settings.fulfilment.delivery ? 'delivery' : 'pickup');
  const pickup = fulfilment === 'pickup';
  // Closed or paused: only a time later is offered (the server says if none can be chosen).
  const asapOffered = orderingState(now, settings).kind === 'open';
  const scheduledFor =
    values.scheduledFor === undefined ? (asapOffered ? null : '') : values.scheduledFor;
  const { sendOrder, sending } = useSendOrder();
  const [saved] = useState(() => readCheckoutData(cart.user?.uid));
  // What this phone remembers for the customer, else where their newest order went.
  const lastDelivery = useLastDelivery(cart.user?.uid, !saved.address);
  const remembered = saved.address ? saved : lastDelivery.data;
  // The remembered values show until the customer types or chooses.
  const address = values.address ?? remembered?.address ?? '';
  // No default area: the first one's fee and name would be a guess about where the customer is.
  const areaName = values.area ?? remembered?.area ?? '';
  const area = areas.find((each) => each.name === areaName);
  const total = orderTotal(pricedEntries(cart.entries), fulfilment, area);
  const { quote } = total;
  const note = area && !pickup ? deliveryNote(area, quote) : null;
  const areaNote = note && say(note);
  const orderable = orderableEntries(cart.entries);
  const unavailable = cart.entries.length - orderable.length;
  // A dish outside its serving times at the order's time (the slot's start for a later one,
  // once chosen): the server would refuse the whole order, so it is said here first.
  const notServed =
    scheduledFor === ''
      ? undefined
      : firstNotServed(orderable, scheduledFor ? new Date(scheduledFor) : now);
  const notServedText =
    notServed &&
    tl(scheduledFor ? 'notServedThen' : 'notServedNow', {
      dish: notServed.entry.name,
      ...notServed.hours,
    });
  // Someone who signed in without a phone number still has to be reachable by the rider.
  const needsPhone = !cart.user?.phoneNumber;
  const typedPhone = phoneSchema.safeParse(values.phone);
  const promotions = useCheckoutPromotions({
    entries: orderable,
    fulfilment,
    area: area?.name,
    phone: typedPhone.data ?? '',
  });
  // What the server will charge: the promotions' discounts off the dishes and delivery.
  const totalKobo =
    total.totalKobo - promotions.discounts.reduce((sum, each) => sum + each.kobo, 0);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Which button sent it: 'Send order', or 'Order on WhatsApp'.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const viaWhatsApp = submitter instanceof HTMLButtonElement && submitter.value === 'whatsapp';
    if (!cart.user || cart.lines.length === 0) return void toast.error(t('sessionOut'));
    // Every wrong field says so at once, and the first (in the form's order) is brought into
    // view and focused: a refused send must never look like nothing happened.
    const typedRiderPhone = phoneSchema.safeParse(values.riderPhone);
    const wrong = checkoutErrors({
      scheduledFor,
      pickup,
      address,
      riderPhone: { typed: values.riderPhone, valid: typedRiderPhone.success },
      phone: { needed: needsPhone, valid: typedPhone.success },
      areaNeeded: areas.length > 0 && !area,
    });
    form.setErrors(wrong);
    const first = Object.entries(wrong).find(([, message]) => message)?.[0];
    if (first) {
      const field = event.currentTarget.elements.namedItem(first);
      if (field instanceof HTMLElement) {
        field.focus({ preventScroll: true });
        field.scrollIntoView({ block: 'center', behavior: 'smooth' });
      }
      return;
    }
    // The server refuses it in the same words; said here before the customer sends.
    if (area && quote.shortOfMinimumKobo > 0 && areaNote) return void toast.error(areaNote);
    if (orderable.length === 0) return void toast.error(tl('nothingOrderable'));
    if (notServedText) return void toast.error(notServedText);
    void sendOrder({
      address,
      phone: typedPhone.data ?? cart.user.phoneNumber ?? '',
      area: area?.name,
      paymentMethod: values.paymentMethod,
      totalKobo,
      lines: orderable.map((entry) => ({ line: entry.line, choices: entry.choices })),
      note: values.note,
      fulfilment,
      scheduledFor,
      landmark: pickup ? '' : values.landmark,
      riderPhone: pickup ? '' : (typedRiderPhone.data ?? ''),
      viaWhatsApp,
      whatsappUpdates: values.whatsappUpdates,
      code: promotions.code,
    });
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={tl('checkoutLabel')}
      className="flex flex-col gap-4 pt-4"
    >
      {unavailable > 0 && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {tl('someUnavailable', { count: unavailable })}
        </p>
      )}
      <FulfilmentChoice
        value={fulfilment}
        onChange={(chosen) => form.set('fulfilment', chosen)}
        settings={settings}
      />
      <NotNowNotice asapOffered={asapOffered} now={now} settings={settings} />
      <OrderTimeChoice
        value={scheduledFor}
        onChange={(value) => form.change('scheduledFor', value)}
        asapOffered={asapOffered}
        error={errors.scheduledFor}
      />
      {notServedText && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {notServedText}
        </p>
      )}
      {!pickup && cart.user && <SavedAddressChoice uid={cart.user.uid} form={form} areas={areas} />}
      {!pickup && <DeliveryFields form={form} address={address} />}
      {needsPhone && <PhoneField {...form.field('phone')} />}
      {!pickup && areas.length > 0 && (
        <AreaSelect form={form} areas={areas} area={area} areaNote={areaNote} />
      )}
      {!pickup && cart.user && (
        <SaveThisAddress
          uid={cart.user.uid}
          address={address}
          landmark={values.landmark}
          area={area?.name ?? ''}
        />
      )}
      <NoteField
        name="note"
        max={ORDER_NOTE_MAX}
        placeholder={tl('orderNotePlaceholder')}
        value={values.note}
        onChange={(note) => form.set('note', note)}
      />
      <PaymentChoice
        value={values.paymentMethod}
        onChange={(method) => form.set('paymentMethod', method)}
      />
      <WhatsAppUpdatesChoice
        checked={values.whatsappUpdates}
        onChange={(checked) => form.set('whatsappUpdates', checked)}
      />
      <PromoCodeField
        applied={promotions.code}
        onApply={promotions.apply}
        refusal={promotions.refusal}
        checking={promotions.checking}
      />
      <div className="sticky bottom-0 -mx-4 flex flex-col gap-3 border-t border-stone-200 bg-white px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <OrderSummary total={total} discounts={promotions.discounts} />
        <Button type="submit" loading={sending} className="w-full text-base">
          {tl('sendOrder', { total: formatMoney(totalKobo) })}
        </Button>
        {/* Another way to send (docs/whatsapp.md): placed here as usual, then told in a chat. */}
        {chatLink(settings.whatsapp) && (
          <Button
            type="submit"
            name="via"
            value="whatsapp"
            variant="secondary"
            disabled={sending}
            className="w-full"
          >
            {tl('orderOnWhatsApp')}
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * Closed or paused: the customer reads why now is not offered, and till when (the spec's closed
 * words), before choosing a time, and that a time later still can be chosen, when one can.
 */
function NotNowNotice(props: { asapOffered: boolean; now: Date; settings: Settings }) {
  if (props.asapOffered) return null;
  const refusal = orderRefusalMessage(props.now, props.settings, shopStateWords());
  if (!refusal) return null;
  const said = say(refusal);
  const laterStill = firstOrderSlot(props.now, props.settings) !== null;
  return (
    <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {laterStill ? `${said.replace(/([^.])$/, '$1.')} ${t('laterStillPossible')}` : said}
    </p>
  );
}
