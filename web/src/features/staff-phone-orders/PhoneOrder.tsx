import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { READY_IN_CHOICES } from '@buka/domain/admin';
import type { Fulfilment } from '@buka/domain/delivery-rules';
import { messages } from '@buka/domain/messages';
import { formatMoney } from '@buka/domain/money';
import { describeSlot } from '@buka/domain/order-slots';
import { orderTotal } from '@buka/domain/order-total';
import {
  PHONE_ORDER_READY_IN,
  type PhoneOrderResponse,
  type StaffPayment,
} from '@buka/domain/phone-orders';
import { formatShopTime } from '@buka/domain/shop-clock';
import { ApiError } from '../../shared/api/client';
import { useOrderSlots } from '../../shared/api/get-order-slots';
import { useProducts } from '../../shared/api/get-products';
import { useSettings } from '../../shared/api/get-settings';
import { newIdempotencyKey } from '../../shared/api/idempotency-key';
import { Button } from '../../shared/ui/Button';
import { Spinner } from '../../shared/ui/Spinner';
import { PhoneField, TextField } from '../../shared/ui/TextField';
import { nairaMoney } from '../../shared/ui/price';
import { useTakePhoneOrder } from './api/take-phone-order';
import { Select, TextArea } from '../../shared/staff/FormControls';
import { PageTitle } from '../../shared/staff/PageTitle';
import { PhoneOrderDishes, pricedLine, type PhoneOrderLine } from './components/PhoneOrderDishes';

const empty = {
  name: '',
  phone: '',
  address: '',
  area: '',
  landmark: '',
  riderPhone: '',
  note: '',
};

/**
 * /admin/orders/new: staff type in an order a customer gave on the phone or WhatsApp.
 * The server prices it, takes the stock and checks the hours as for the checkout; it is the
 * customer's whose phone number it carries, and it is paid to staff (cash or bank transfer).
 * `ownerOf` says whose account a typed number is (the users feature's, handed over by the app).
 */
export function PhoneOrder({ ownerOf }: { ownerOf: (phone: string) => ReactNode }) {
  const settings = useSettings();
  const products = useProducts();
  const take = useTakePhoneOrder();
  const [fields, setFields] = useState(empty);
  const [fulfilment, setFulfilment] = useState<Fulfilment>(
    settings.fulfilment.delivery ? 'delivery' : 'pickup',
  );
  const [payment, setPayment] = useState<StaffPayment>('cash');
  const [overrideHours, setOverrideHours] = useState(false);
  // '' is as soon as possible; else the chosen slot's start.
  const [later, setLater] = useState(false);
  const [slot, setSlot] = useState('');
  // Taken on the phone, it is accepted at once: the ready time promised to the caller.
  const [readyIn, setReadyIn] = useState(String(PHONE_ORDER_READY_IN));
  const slots = useOrderSlots(later);
  const [lines, setLines] = useState<PhoneOrderLine[]>([]);
  const [error, setError] = useState<string>();
  // One key per filled form: a second press or a retry makes the same one order.
  const [key, setKey] = useState(newIdempotencyKey);
  const [taken, setTaken] = useState<PhoneOrderResponse>();

  const set = (name: keyof typeof empty) => (value: string) => {
    setError(undefined);
    setFields((was) => ({ ...was, [name]: value }));
  };
  const area = settings.areas.find((each) => each.name === fields.area);
  const { itemsKobo, quote, totalKobo } = orderTotal(lines.map(pricedLine), fulfilment, area);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (lines.length === 0) return setError('Please add at least one dish');
    if (later && !slot) return setError('Please choose the time the customer wants it');
    const delivery = fulfilment === 'delivery';
    take.mutate(
      {
        key,
        request: {
          name: fields.name,
          phone: fields.phone,
          fulfilment,
          address: delivery ? fields.address : '',
          ...(delivery && fields.area ? { area: fields.area } : {}),
          landmark: delivery ? fields.landmark : '',
          riderPhone: delivery ? fields.riderPhone : '',
          note: fields.note,
          scheduledFor: later ? slot : null,
          products: lines.map((line) => ({
            id: line.food.id,
            qty: line.qty,
            choices: line.picked.map((choice) => ({ id: choice.id })),
          })),
          payment,
          overrideHours,
          readyInMinutes: Number(readyIn),
        },
      },
      {
        onSuccess: (answer) => {
          setTaken(answer);
          setFields(empty);
          setLines([]);
          setOverrideHours(false);
          setLater(false);
          setSlot('');
          setReadyIn(String(PHONE_ORDER_READY_IN));
          setKey(newIdempotencyKey());
        },
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.message : messages.somethingWentWrong),
      },
    );
  }

  return (
    <>
      <PageTitle
        aside={
          <Link to="/admin/orders" className="text-sm font-semibold text-brand-700 underline">
            Back to the orders
          </Link>
        }
      >
        Take a phone order
      </PageTitle>
      {taken && (
        <div role="status" className="mb-5 max-w-2xl rounded-xl bg-green-50 p-4 text-green-950">
          <p className="font-semibold">
            Order #{taken.id} ({nairaMoney(taken.total)}) is on the board, accepted and ready at{' '}
            {formatShopTime(Date.parse(taken.readyAt))}.
          </p>
          <p className="text-sm">
            {taken.customer
              ? `It shows in ${taken.customer.name}'s orders too.`
              : 'No customer account has this phone number, so it is on the board only.'}
            {taken.hoursOverridden && ' Taken while we are closed.'}
          </p>
        </div>
      )}
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label="Phone order"
        className="flex max-w-2xl flex-col gap-6"
      >
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-bold">Customer</legend>
          <TextField
            label="Customer's name"
            value={fields.name}
            maxLength={80}
            onChange={(event) => set('name')(event.target.value)}
          />
          <PhoneField
            label="Customer's phone number"
            value={fields.phone}
            onChange={(event) => set('phone')(event.target.value)}
          />
          {ownerOf(fields.phone)}
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-bold">Delivery or pickup</legend>
          <div className="flex gap-4">
            {(['delivery', 'pickup'] as const)
              .filter((way) => settings.fulfilment[way])
              .map((way) => (
                <label key={way} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="fulfilment"
                    checked={fulfilment === way}
                    onChange={() => setFulfilment(way)}
                    className="size-5 accent-brand-700"
                  />
                  {way === 'delivery' ? 'Delivery' : 'Pickup at the shop'}
                </label>
              ))}
          </div>
          {fulfilment === 'delivery' && (
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label="Address"
                className="sm:col-span-2"
                value={fields.address}
                maxLength={300}
                onChange={(event) => set('address')(event.target.value)}
              />
              {settings.areas.length > 0 && (
                <Select label="Area" value={fields.area} onChange={set('area')}>
                  <option value="">Choose the area</option>
                  {settings.areas.map((each) => (
                    <option key={each.name} value={each.name}>
                      {each.name} ({formatMoney(each.feeKobo)})
                    </option>
                  ))}
                </Select>
              )}
              <TextField
                label="Landmark (optional)"
                value={fields.landmark}
                maxLength={120}
                onChange={(event) => set('landmark')(event.target.value)}
              />
              <PhoneField
                label="Rider can call (optional)"
                value={fields.riderPhone}
                autoComplete="off"
                onChange={(event) => set('riderPhone')(event.target.value)}
              />
            </div>
          )}
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-bold">When</legend>
          <div className="flex gap-4">
            {[false, true].map((isLater) => (
              <label key={String(isLater)} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="when"
                  checked={later === isLater}
                  onChange={() => {
                    setError(undefined);
                    setLater(isLater);
                  }}
                  className="size-5 accent-brand-700"
                />
                {isLater ? 'Later' : 'As soon as possible'}
              </label>
            ))}
          </div>
          {!later && (
            <Select label="Ready in" value={readyIn} onChange={setReadyIn}>
              {READY_IN_CHOICES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes} minutes
                </option>
              ))}
            </Select>
          )}
          {later &&
            (slots.isPending ? (
              <Spinner className="size-6 text-brand-700" />
            ) : (slots.data ?? []).every((day) => day.slots.length === 0) ? (
              <p className="text-sm text-stone-700">No later time is open for orders now.</p>
            ) : (
              <Select label="Time" value={slot} onChange={setSlot}>
                <option value="">Choose the time</option>
                {(slots.data ?? []).flatMap((day) =>
                  day.slots.map((each) => (
                    <option key={each.startsAt} value={each.startsAt} disabled={each.full}>
                      {describeSlot(each.startsAt)}
                      {each.full ? ' (full)' : ''}
                    </option>
                  )),
                )}
              </Select>
            ))}
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-bold">Dishes</legend>
          {products.isPending ? (
            <Spinner className="size-6 text-brand-700" />
          ) : (
            <PhoneOrderDishes foods={products.data ?? []} lines={lines} onChange={setLines} />
          )}
          <TextArea
            label="Note for the kitchen (optional)"
            value={fields.note}
            maxLength={300}
            onChange={set('note')}
          />
        </fieldset>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-lg font-bold">Payment</legend>
          {(['cash', 'transfer'] as const).map((way) => (
            <label key={way} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="payment"
                checked={payment === way}
                onChange={() => setPayment(way)}
                className="size-5 accent-brand-700"
              />
              {way === 'cash' ? 'Cash' : 'Bank transfer'}
            </label>
          ))}
          <p className="text-sm text-stone-600">
            Never charged online: mark it paid on the board when the money comes.
          </p>
        </fieldset>

        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            checked={overrideHours}
            onChange={(event) => setOverrideHours(event.target.checked)}
            className="size-5 accent-brand-700"
          />
          Take it although we are closed
        </label>

        <div className="flex flex-col gap-1 rounded-xl bg-stone-50 p-4 text-sm">
          <p className="flex justify-between">
            <span>Dishes</span>
            <span className="tabular-nums">{formatMoney(itemsKobo)}</span>
          </p>
          {fulfilment === 'delivery' && (
            <p className="flex justify-between">
              <span>Delivery</span>
              <span className="tabular-nums">{formatMoney(quote.feeKobo)}</span>
            </p>
          )}
          <p className="flex justify-between border-t border-stone-200 pt-1 font-bold">
            <span>Total</span>
            <span className="tabular-nums">{formatMoney(totalKobo)}</span>
          </p>
        </div>
        <p role="alert" className="min-h-5 text-sm font-medium text-red-700">
          {error}
        </p>
        <Button type="submit" loading={take.isPending} className="self-start text-base">
          Place the order
        </Button>
      </form>
    </>
  );
}
