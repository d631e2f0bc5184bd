import type { Fulfilment } from '@buka/domain/delivery-rules';
import { t } from '../../../shared/i18n/i18n';
import type { PaymentMethod } from '@buka/domain/orders';
import type { FieldErrors } from '../../../shared/validation/form-errors';
import type { useForm } from '../../../shared/validation/use-form';

/** What the checkout form holds; each name is its field's (and its error's) name. */
export interface CheckoutValues {
  /** Undefined until the customer chooses: the shop's first way on shows meanwhile. */
  fulfilment: Fulfilment | undefined;
  /** The chosen slot's start; null: as soon as possible; undefined: not chosen yet. */
  scheduledFor: string | null | undefined;
  /** Undefined until the customer types: the remembered address shows meanwhile. */
  address: string | undefined;
  landmark: string;
  riderPhone: string;
  phone: string;
  /** Undefined until the customer chooses: the remembered area shows meanwhile. */
  area: string | undefined;
  paymentMethod: PaymentMethod;
  note: string;
  /** "Send me updates on WhatsApp": the customer's own choice, never ticked for them. */
  whatsappUpdates: boolean;
}

/** The checkout's form, as its parts are handed it. */
export type CheckoutForm = ReturnType<typeof useForm<CheckoutValues>>;

export const emptyCheckout: CheckoutValues = {
  fulfilment: undefined,
  scheduledFor: undefined,
  address: undefined,
  landmark: '',
  riderPhone: '',
  phone: '',
  area: undefined,
  paymentMethod: 'online',
  note: '',
  whatsappUpdates: false,
};

/**
 * Every wrong field at once, in the form's order (the first is brought into view): a time
 * later not chosen, a delivery with no address or area, a rider's or the customer's phone
 * that is not one.
 */
export function checkoutErrors(check: {
  scheduledFor: string | null;
  pickup: boolean;
  address: string;
  riderPhone: { typed: string; valid: boolean };
  phone: { needed: boolean; valid: boolean };
  areaNeeded: boolean;
}): FieldErrors {
  const { pickup } = check;
  return {
    scheduledFor: check.scheduledFor === '' ? t('slotInvalid') : undefined,
    address: !pickup && !check.address.trim() ? t('addressRequired') : undefined,
    riderPhone:
      !pickup && check.riderPhone.typed.trim() && !check.riderPhone.valid
        ? t('phoneInvalid')
        : undefined,
    phone: check.phone.needed && !check.phone.valid ? t('phoneInvalid') : undefined,
    area: !pickup && check.areaNeeded ? t('areaRequired') : undefined,
  };
}
