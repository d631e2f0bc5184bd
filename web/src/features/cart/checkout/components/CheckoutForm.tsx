import { useId, useState, type FormEvent } from 'react';
import { messages } from '@buka/domain/messages';
import { formatMoney } from '@buka/domain/money';
import type { PaymentMethod } from '@buka/domain/orders';
import { phoneSchema } from '@buka/domain/validation';
import { toast } from '../../../../shared/toast/toast-store';
import { Button } from '../../../../shared/ui/Button';
import { PhoneField, TextField } from '../../../../shared/ui/TextField';
import { orderableEntries } from '../../cart-entries';
import { useCart } from '../../use-cart';
import { useSettings } from '../../../../shared/api/get-settings';
import { useLastDelivery } from '../api/get-last-delivery';
import { readCheckoutData } from '../checkout-data';
import { useSendOrder } from '../use-send-order';
import { OrderSummary } from './OrderSummary';
import { PaymentChoice } from './PaymentChoice';

export const NOTHING_ORDERABLE = 'Nothing in your cart can be ordered now';

/** spec §2: the checkout block of the cart panel. */
export function CheckoutForm() {
  const cart = useCart();
  const { areas } = useSettings();
  const { sendOrder, sending } = useSendOrder();
  const [saved] = useState(() => readCheckoutData(cart.user?.uid));
  // What this phone remembers for the customer, else where their newest order went.
  const lastDelivery = useLastDelivery(cart.user?.uid, !saved.address);
  const remembered = saved.address ? saved : lastDelivery.data;
  // undefined until the customer types or chooses: the remembered values show meanwhile.
  const [typedAddress, setAddress] = useState<string>();
  const address = typedAddress ?? remembered?.address ?? '';
  const [addressError, setAddressError] = useState<string>();
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const [chosenArea, setAreaName] = useState<string>();
  const [areaError, setAreaError] = useState<string>();
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('online');
  const areaId = useId();

  // No default area: the first one's fee and name would be a guess about where the customer is.
  const areaName = chosenArea ?? remembered?.area ?? '';
  const area = areas.find((each) => each.name === areaName);
  const deliveryKobo = area?.feeKobo ?? 0;
  const totalKobo = cart.subtotalKobo + deliveryKobo;
  const orderable = orderableEntries(cart.entries);
  const unavailable = cart.entries.length - orderable.length;
  // Someone who signed in without a phone number still has to be reachable by the rider.
  const needsPhone = !cart.user?.phoneNumber;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!cart.user || cart.lines.length === 0) return void toast.error(messages.sessionOut);
    if (!address.trim()) {
      setAddressError(messages.addressRequired);
      (event.currentTarget.elements.namedItem('address') as HTMLInputElement | null)?.focus();
      return;
    }
    if (areas.length > 0 && !area) {
      setAreaError(messages.areaRequired);
      document.getElementById(areaId)?.focus();
      return;
    }
    if (needsPhone && !phoneSchema.safeParse(phone.trim()).success) {
      return setPhoneError(messages.phoneInvalid);
    }
    if (orderable.length === 0) return void toast.error(NOTHING_ORDERABLE);
    void sendOrder({
      address,
      phone: needsPhone ? phone.trim() : (cart.user.phoneNumber ?? ''),
      area: area?.name,
      paymentMethod,
      totalKobo,
      lines: orderable.map((entry) => entry.line),
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Checkout" className="flex flex-col gap-4 pt-4">
      {unavailable > 0 && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {unavailable === 1 ? '1 dish is' : `${unavailable} dishes are`} no longer available and
          will not be ordered.
        </p>
      )}
      <TextField
        label="Address"
        name="address"
        autoComplete="street-address"
        placeholder="House number, street, landmark"
        value={address}
        error={addressError}
        onChange={(event) => {
          setAddress(event.target.value);
          setAddressError(undefined);
        }}
      />
      {needsPhone && (
        <PhoneField
          name="phone"
          value={phone}
          error={phoneError}
          onChange={(event) => {
            setPhone(event.target.value);
            setPhoneError(undefined);
          }}
        />
      )}
      {areas.length > 0 && (
        <div className="flex flex-col gap-1">
          <label htmlFor={areaId} className="text-sm font-medium text-stone-800">
            Delivery area
          </label>
          <select
            id={areaId}
            name="area"
            value={area?.name ?? ''}
            aria-invalid={areaError ? true : undefined}
            aria-describedby={areaError ? `${areaId}-error` : undefined}
            onChange={(event) => {
              setAreaName(event.target.value);
              setAreaError(undefined);
            }}
            className={`min-h-11 rounded-lg border bg-white px-3 text-base focus:ring-2 focus:ring-brand-500 focus:outline-none ${
              areaError ? 'border-red-600' : 'border-stone-300'
            }`}
          >
            <option value="" disabled>
              Choose your area
            </option>
            {areas.map((each) => (
              <option key={each.name} value={each.name}>
                {each.feeKobo > 0 ? `${each.name} (+${formatMoney(each.feeKobo)})` : each.name}
              </option>
            ))}
          </select>
          {areaError && (
            <p id={`${areaId}-error`} className="text-sm text-red-700">
              {areaError}
            </p>
          )}
        </div>
      )}
      <PaymentChoice value={paymentMethod} onChange={setPaymentMethod} />
      <div className="sticky bottom-0 -mx-4 flex flex-col gap-3 border-t border-stone-200 bg-white px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <OrderSummary subtotalKobo={cart.subtotalKobo} deliveryKobo={deliveryKobo} />
        <Button type="submit" loading={sending} className="w-full text-base">
          Send order {formatMoney(totalKobo)}
        </Button>
      </div>
    </form>
  );
}
