import { useId, useState, type FormEvent } from 'react';
import { ORDER_NOTE_MAX } from '@buka/domain/dish-options';
import { messages } from '@buka/domain/messages';
import { formatMoney } from '@buka/domain/money';
import type { PaymentMethod } from '@buka/domain/orders';
import { phoneSchema } from '@buka/domain/validation';
import { toast } from '../../../../shared/toast/toast-store';
import { Button } from '../../../../shared/ui/Button';
import { PhoneField, TextField } from '../../../../shared/ui/TextField';
import { orderableEntries, pricedEntries } from '../../cart-entries';
import { useCart } from '../../use-cart';
import { useSettings } from '../../../../shared/api/get-settings';
import { useNow } from '../../../../shared/clock/use-now';
import { deliveryNote, type Fulfilment } from '@buka/domain/delivery-rules';
import { orderTotal } from '@buka/domain/order-total';
import { firstOrderSlot } from '@buka/domain/order-slots';
import { orderingState, orderRefusalMessage } from '@buka/domain/ordering-state';
import { FulfilmentChoice } from './FulfilmentChoice';
import { OrderTimeChoice } from './OrderTimeChoice';
import { useLastDelivery } from '../api/get-last-delivery';
import { readCheckoutData } from '../checkout-data';
import { useSendOrder } from '../use-send-order';
import { OrderSummary } from './OrderSummary';
import { PaymentChoice } from './PaymentChoice';

export const NOTHING_ORDERABLE = 'Nothing in your cart can be ordered now';

/** docs/screens.md#cart-panel: the checkout block of the cart panel. */
export function CheckoutForm() {
  const cart = useCart();
  const settings = useSettings();
  const { areas } = settings;
  const now = useNow();
  const [chosenFulfilment, setFulfilment] = useState<Fulfilment>();
  // The shop's first way on: delivery unless staff turned it off.
  const fulfilment: Fulfilment =
    chosenFulfilment ?? (settings.fulfilment.delivery ? 'delivery' : 'pickup');
  const pickup = fulfilment === 'pickup';
  // Closed or paused: only a time later is offered (the server says if none can be chosen).
  const asapOffered = orderingState(now, settings).kind === 'open';
  // Closed or paused: the customer reads why now is not offered, and till when (the spec's
  // closed words), before choosing a time.
  const refusal = asapOffered ? null : orderRefusalMessage(now, settings);
  // ...and that a time later still can be chosen, when one can.
  const laterStill = !asapOffered && firstOrderSlot(now, settings) !== null;
  const [chosenTime, setTime] = useState<string | null>();
  const scheduledFor = chosenTime === undefined ? (asapOffered ? null : '') : chosenTime;
  const [timeError, setTimeError] = useState<string>();
  const [landmark, setLandmark] = useState('');
  const [riderPhone, setRiderPhone] = useState('');
  const [riderPhoneError, setRiderPhoneError] = useState<string>();
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
  const [note, setNote] = useState('');
  const areaId = useId();
  const noteId = useId();

  // No default area: the first one's fee and name would be a guess about where the customer is.
  const areaName = chosenArea ?? remembered?.area ?? '';
  const area = areas.find((each) => each.name === areaName);
  const total = orderTotal(pricedEntries(cart.entries), fulfilment, area);
  const { quote, totalKobo } = total;
  const areaNote = area && !pickup ? deliveryNote(area, quote) : null;
  const orderable = orderableEntries(cart.entries);
  const unavailable = cart.entries.length - orderable.length;
  // Someone who signed in without a phone number still has to be reachable by the rider.
  const needsPhone = !cart.user?.phoneNumber;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!cart.user || cart.lines.length === 0) return void toast.error(messages.sessionOut);
    // Every wrong field says so at once, and the first (in the form's order) is brought into
    // view and focused: a refused send must never look like nothing happened.
    const typedPhone = phoneSchema.safeParse(phone);
    const typedRiderPhone = phoneSchema.safeParse(riderPhone);
    const wrong = {
      scheduledFor: scheduledFor === '' ? messages.slotInvalid : undefined,
      address: !pickup && !address.trim() ? messages.addressRequired : undefined,
      riderPhone:
        !pickup && riderPhone.trim() && !typedRiderPhone.success
          ? messages.phoneInvalid
          : undefined,
      phone: needsPhone && !typedPhone.success ? messages.phoneInvalid : undefined,
      area: !pickup && areas.length > 0 && !area ? messages.areaRequired : undefined,
    };
    setTimeError(wrong.scheduledFor);
    setAddressError(wrong.address);
    setRiderPhoneError(wrong.riderPhone);
    setPhoneError(wrong.phone);
    setAreaError(wrong.area);
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
    if (orderable.length === 0) return void toast.error(NOTHING_ORDERABLE);
    void sendOrder({
      address,
      phone: typedPhone.data ?? cart.user.phoneNumber ?? '',
      area: area?.name,
      paymentMethod,
      totalKobo,
      lines: orderable.map((entry) => ({ line: entry.line, choices: entry.choices })),
      note,
      fulfilment,
      scheduledFor,
      landmark: pickup ? '' : landmark,
      riderPhone: pickup ? '' : (typedRiderPhone.data ?? ''),
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
      <FulfilmentChoice value={fulfilment} onChange={setFulfilment} settings={settings} />
      {refusal && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {laterStill
            ? `${refusal.replace(/([^.])$/, '$1.')} ${messages.laterStillPossible}`
            : refusal}
        </p>
      )}
      <OrderTimeChoice
        value={scheduledFor}
        onChange={(value) => {
          setTime(value);
          setTimeError(undefined);
        }}
        asapOffered={asapOffered}
        error={timeError}
      />
      {!pickup && (
        <TextField
          label="Address"
          name="address"
          autoComplete="street-address"
          placeholder="House number, street"
          value={address}
          error={addressError}
          onChange={(event) => {
            setAddress(event.target.value);
            setAddressError(undefined);
          }}
        />
      )}
      {!pickup && (
        <TextField
          label="Nearest landmark (optional)"
          name="landmark"
          placeholder="Opposite the mosque, behind the filling station…"
          maxLength={120}
          value={landmark}
          onChange={(event) => setLandmark(event.target.value)}
        />
      )}
      {!pickup && (
        <PhoneField
          label="Phone the rider can call (optional)"
          name="riderPhone"
          autoComplete="off"
          value={riderPhone}
          error={riderPhoneError}
          onChange={(event) => {
            setRiderPhone(event.target.value);
            setRiderPhoneError(undefined);
          }}
        />
      )}
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
      {!pickup && areas.length > 0 && (
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
          {areaNote && (
            <p role="status" className="text-sm font-medium text-brand-800">
              {areaNote}
            </p>
          )}
        </div>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={noteId} className="text-sm font-medium text-stone-800">
          Note for the kitchen (optional)
        </label>
        <textarea
          id={noteId}
          name="note"
          rows={2}
          maxLength={ORDER_NOTE_MAX}
          value={note}
          placeholder="No cutlery, call at the gate…"
          onChange={(event) => setNote(event.target.value)}
          className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-base outline-none focus:ring-2 focus:ring-brand-500"
        />
        <p className="text-right text-xs text-stone-500">
          {note.length}/{ORDER_NOTE_MAX}
        </p>
      </div>
      <PaymentChoice value={paymentMethod} onChange={setPaymentMethod} />
      <div className="sticky bottom-0 -mx-4 flex flex-col gap-3 border-t border-stone-200 bg-white px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <OrderSummary total={total} />
        <Button type="submit" loading={sending} className="w-full text-base">
          Send order {formatMoney(totalKobo)}
        </Button>
      </div>
    </form>
  );
}
