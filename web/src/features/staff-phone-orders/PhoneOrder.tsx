import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '@buka/domain/messages';
import { orderTotal } from '@buka/domain/order-total';
import type { PhoneOrderResponse } from '@buka/domain/phone-orders';
import { formatShopTime } from '@buka/domain/shop-clock';
import { ApiError } from '../../shared/api/client';
import { useProducts } from '../../shared/api/get-products';
import { useNow } from '../../shared/clock/use-now';
import { useSettings } from '../../shared/api/get-settings';
import { newIdempotencyKey } from '../../shared/api/idempotency-key';
import { TextArea } from '../../shared/staff/FormControls';
import { PageTitle } from '../../shared/staff/PageTitle';
import { Button } from '../../shared/ui/Button';
import { Spinner } from '../../shared/ui/Spinner';
import { nairaMoney } from '../../shared/ui/price';
import { useForm } from '../../shared/validation/use-form';
import { useTakePhoneOrder } from './api/take-phone-order';
import {
  CustomerFields,
  FulfilmentFields,
  PaymentFields,
  typeInto,
  WhenFields,
} from './components/PhoneOrderFields';
import { PhoneOrderCodeField } from './components/PhoneOrderCode';
import { PhoneOrderDishes, pricedLine } from './components/PhoneOrderDishes';
import { PhoneOrderTotal } from './components/PhoneOrderTotal';
import {
  newPhoneOrder,
  nextPhoneOrder,
  phoneOrderProblem,
  phoneOrderRequest,
  type PhoneOrderValues,
} from './lib/phone-order-form';
import { orderTime } from './lib/served-mark';
import { usePhoneOrderCode } from './use-phone-order-code';

/**
 * /admin/orders/new: staff type in an order a customer gave on the phone or WhatsApp.
 * The server prices it, takes the stock and checks the hours as for the checkout; it is the
 * customer's whose phone number it carries, it is paid to staff (cash or bank transfer), and it
 * is placed accepted, ready at the time promised to the caller. `ownerOf` says whose account a
 * typed number is (the users feature's, handed over by the app).
 */
export function PhoneOrder({ ownerOf }: { ownerOf: (phone: string) => ReactNode }) {
  const settings = useSettings();
  const products = useProducts();
  const take = useTakePhoneOrder();
  const form = useForm<PhoneOrderValues>(() =>
    newPhoneOrder(settings.fulfilment.delivery ? 'delivery' : 'pickup'),
  );
  const { values, error, setError } = form;
  // One key per filled form: a second press or a retry makes the same one order.
  const [key, setKey] = useState(newIdempotencyKey);
  const [taken, setTaken] = useState<PhoneOrderResponse>();
  const now = useNow();
  const area = settings.areas.find((each) => each.name === values.area);
  const total = orderTotal(values.lines.map(pricedLine), values.fulfilment, area);
  const code = usePhoneOrderCode(form);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = phoneOrderProblem(values, code.checking);
    if (problem) return setError(problem);
    take.mutate(
      { key, request: phoneOrderRequest(values) },
      {
        onSuccess: (answer) => {
          setTaken(answer);
          form.setValues(nextPhoneOrder);
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
      {taken && <TakenNotice taken={taken} />}
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label="Phone order"
        className="flex max-w-2xl flex-col gap-6"
      >
        <CustomerFields form={form} owner={ownerOf(values.phone)} />
        <FulfilmentFields form={form} offered={settings.fulfilment} areas={settings.areas} />
        <WhenFields form={form} />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-bold">Dishes</legend>
          {products.isPending ? (
            <Spinner className="size-6 text-brand-700" />
          ) : (
            <PhoneOrderDishes
              foods={products.data ?? []}
              lines={values.lines}
              onChange={(lines) => form.set('lines', lines)}
              at={orderTime(values, now)}
            />
          )}
          <TextArea
            label="Note for the kitchen (optional)"
            value={values.note}
            maxLength={300}
            onChange={typeInto(form, 'note')}
          />
        </fieldset>
        <PaymentFields form={form} />
        <PhoneOrderCodeField form={form} code={code} />
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            checked={values.overrideHours}
            onChange={(event) => form.set('overrideHours', event.target.checked)}
            className="size-5 accent-brand-700"
          />
          Take it although we are closed
        </label>
        <PhoneOrderTotal local={total} delivery={values.fulfilment === 'delivery'} code={code} />
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

/** The order just placed: its number, total and ready time, and whose orders it shows in. */
function TakenNotice({ taken }: { taken: PhoneOrderResponse }) {
  return (
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
  );
}
