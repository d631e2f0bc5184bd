import { ORDER_NOTE_MAX } from '@buka/domain/dish-options';
import { chatLink } from '@buka/domain/whatsapp-link';
import { NoteField } from '../../../../shared/ui/NoteField';
import { PhoneField } from '../../../../shared/ui/TextField';
import { useForm } from '../../../../shared/validation/use-form';
import { tl } from '../../../../shared/i18n/later';
import { emptyCheckout, type CheckoutValues } from '../checkout-form';
import { useCheckoutState } from '../use-checkout-state';
import { useCheckoutSubmit } from '../use-checkout-submit';
import { FulfilmentChoice } from './FulfilmentChoice';
import { NotNowNotice } from './NotNowNotice';
import { OrderTimeChoice } from './OrderTimeChoice';
import { PromoCodeField } from './PromoCodeField';
import { AreaSelect, DeliveryFields } from './DeliveryFields';
import { SavedAddressChoice, SaveThisAddress } from './SavedAddressFields';
import { PaymentChoice } from './PaymentChoice';
import { WhatsAppUpdatesChoice } from './WhatsAppUpdatesChoice';
import { SendOrderBar } from './SendOrderBar';

/** docs/screens.md#cart-panel: the checkout block of the cart panel. */
export function CheckoutForm() {
  const form = useForm<CheckoutValues>(emptyCheckout);
  const { values, errors } = form;
  const checkout = useCheckoutState(values);
  const { cart, settings, pickup, area, address, promotions, notServedText } = checkout;
  const { areas } = settings;
  const { onSubmit, sending } = useCheckoutSubmit(form, checkout);

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={tl('checkoutLabel')}
      className="flex flex-col gap-4 pt-4"
    >
      {checkout.unavailable > 0 && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {tl('someUnavailable', { count: checkout.unavailable })}
        </p>
      )}
      <FulfilmentChoice
        value={checkout.fulfilment}
        onChange={(chosen) => form.set('fulfilment', chosen)}
        settings={settings}
      />
      <NotNowNotice asapOffered={checkout.asapOffered} now={checkout.now} settings={settings} />
      <OrderTimeChoice
        value={checkout.scheduledFor}
        onChange={(value) => form.change('scheduledFor', value)}
        asapOffered={checkout.asapOffered}
        error={errors.scheduledFor}
      />
      {notServedText && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {notServedText}
        </p>
      )}
      {!pickup && cart.user && <SavedAddressChoice uid={cart.user.uid} form={form} areas={areas} />}
      {!pickup && <DeliveryFields form={form} address={address} />}
      {checkout.needsPhone && <PhoneField {...form.field('phone')} />}
      {!pickup && areas.length > 0 && (
        <AreaSelect form={form} areas={areas} area={area} areaNote={checkout.areaNote} />
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
      <SendOrderBar
        total={checkout.total}
        discounts={promotions.discounts}
        totalKobo={checkout.totalKobo}
        sending={sending}
        whatsApp={chatLink(settings.whatsapp) !== null}
      />
    </form>
  );
}
