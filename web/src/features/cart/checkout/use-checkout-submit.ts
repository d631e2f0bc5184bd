import type { FormEvent } from 'react';
import { phoneSchema } from '@buka/domain/validation';
import { t } from '../../../shared/i18n/i18n';
import { tl } from '../../../shared/i18n/later';
import { toast } from '../../../shared/toast/toast-store';
import type { FieldErrors } from '../../../shared/validation/form-errors';
import { checkoutErrors, type CheckoutForm } from './checkout-form';
import type { CheckoutState } from './use-checkout-state';
import { useSendOrder } from './use-send-order';

/**
 * Sending the checkout: every wrong field is shown first, then what the server would refuse is
 * said before sending, and only then is the order sent.
 */
export function useCheckoutSubmit(form: CheckoutForm, checkout: CheckoutState) {
  const { sendOrder, sending } = useSendOrder();
  const { values } = form;
  const { cart, pickup, address, area, typedPhone } = checkout;

  /** The customer's words for what the server would refuse in this order, if anything. */
  function refusal(): string | undefined {
    // The server refuses these in the same words; said here before the customer sends.
    if (area && checkout.total.quote.shortOfMinimumKobo > 0 && checkout.areaNote) {
      return checkout.areaNote;
    }
    if (checkout.orderable.length === 0) return tl('nothingOrderable');
    return checkout.notServedText;
  }

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
      scheduledFor: checkout.scheduledFor,
      pickup,
      address,
      riderPhone: { typed: values.riderPhone, valid: typedRiderPhone.success },
      phone: { needed: checkout.needsPhone, valid: typedPhone.success },
      areaNeeded: checkout.settings.areas.length > 0 && !area,
    });
    form.setErrors(wrong);
    if (showFirstWrong(event.currentTarget, wrong)) return;
    const refused = refusal();
    if (refused) return void toast.error(refused);
    void sendOrder({
      address,
      phone: typedPhone.data ?? cart.user.phoneNumber ?? '',
      area: area?.name,
      paymentMethod: values.paymentMethod,
      totalKobo: checkout.totalKobo,
      lines: checkout.orderable.map((entry) => ({ line: entry.line, choices: entry.choices })),
      note: values.note,
      fulfilment: checkout.fulfilment,
      scheduledFor: checkout.scheduledFor,
      landmark: pickup ? '' : values.landmark,
      riderPhone: pickup ? '' : (typedRiderPhone.data ?? ''),
      viaWhatsApp,
      whatsappUpdates: values.whatsappUpdates,
      code: checkout.promotions.code,
    });
  }

  return { onSubmit, sending };
}

/** Focuses the first wrong field and brings it into view; false when none is wrong. */
function showFirstWrong(form: HTMLFormElement, wrong: FieldErrors): boolean {
  const first = Object.entries(wrong).find(([, message]) => message)?.[0];
  if (!first) return false;
  const field = form.elements.namedItem(first);
  if (field instanceof HTMLElement) {
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }
  return true;
}
