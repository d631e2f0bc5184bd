import type { Fulfilment } from '@buka/domain/delivery-rules';
import { PHONE_ORDER_READY_IN, type StaffPayment } from '@buka/domain/phone-orders';
import type { PhoneOrderRequest } from '../api/take-phone-order';
import type { PhoneOrderLine } from '../components/PhoneOrderDishes';

/** What staff type in for one caller. */
export interface PhoneOrderValues {
  name: string;
  phone: string;
  fulfilment: Fulfilment;
  address: string;
  area: string;
  landmark: string;
  riderPhone: string;
  /** Later: at the chosen slot's start; else as soon as possible, ready in `readyIn` minutes. */
  later: boolean;
  slot: string;
  /** Taken on the phone, it is accepted at once: the ready time promised to the caller. */
  readyIn: string;
  lines: PhoneOrderLine[];
  note: string;
  payment: StaffPayment;
  overrideHours: boolean;
  /** A promotion code the caller gave ('' for none): the server prices it as at checkout. */
  code: string;
}

/** The fields a placed order leaves empty for the next caller. */
const nextCaller = {
  name: '',
  phone: '',
  address: '',
  area: '',
  landmark: '',
  riderPhone: '',
  note: '',
  lines: [],
  overrideHours: false,
  code: '',
  later: false,
  slot: '',
  readyIn: String(PHONE_ORDER_READY_IN),
} satisfies Partial<PhoneOrderValues>;

/** An empty form, with the shop's first way on (delivery unless staff turned it off). */
export function newPhoneOrder(fulfilment: Fulfilment): PhoneOrderValues {
  return { ...nextCaller, fulfilment, payment: 'cash' };
}

/** After an order is placed: empty again, keeping the way and the payment staff chose. */
export function nextPhoneOrder(placed: PhoneOrderValues): PhoneOrderValues {
  return { ...placed, ...nextCaller };
}

/** What must be filled before the server is asked, in staff's words; undefined when nothing. */
export function phoneOrderProblem(values: PhoneOrderValues): string | undefined {
  if (values.lines.length === 0) return 'Please add at least one dish';
  if (values.later && !values.slot) return 'Please choose the time the customer wants it';
  return undefined;
}

/** The request the server prices and checks as for the checkout (delivery fields only for a delivery). */
export function phoneOrderRequest(values: PhoneOrderValues): PhoneOrderRequest {
  const delivery = values.fulfilment === 'delivery';
  return {
    name: values.name,
    phone: values.phone,
    fulfilment: values.fulfilment,
    address: delivery ? values.address : '',
    ...(delivery && values.area ? { area: values.area } : {}),
    landmark: delivery ? values.landmark : '',
    riderPhone: delivery ? values.riderPhone : '',
    note: values.note,
    scheduledFor: values.later ? values.slot : null,
    products: values.lines.map((line) => ({
      id: line.food.id,
      qty: line.qty,
      choices: line.picked.map((choice) => ({ id: choice.id })),
    })),
    payment: values.payment,
    overrideHours: values.overrideHours,
    readyInMinutes: Number(values.readyIn),
    code: values.code.trim(),
  };
}
