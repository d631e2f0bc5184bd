import type { Fulfilment } from '@buka/domain/delivery-rules';
import type { PhoneOrderQuoteRequest } from '@buka/domain/phone-order-quote';
import { PHONE_ORDER_READY_IN, type StaffPayment } from '@buka/domain/phone-orders';
import { normalizeCode } from '@buka/domain/promotion-pricing';
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
  /** A promotion code as staff typed it, applied or not. */
  code: string;
  /**
   * The code staff applied ('' for none): what the server's quote priced and what the order
   * sends, so the total staff read out is the total placed.
   */
  codeApplied: string;
  /** The last code the server refused, and why in its words (the order goes without it). */
  codeRefused: { code: string; reason: string } | null;
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
  codeApplied: '',
  codeRefused: null,
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

/**
 * A code typed but not yet checked by the server ('' when there is none): neither the one the
 * totals were priced with nor the one it refused.
 */
export function uncheckedCode(values: PhoneOrderValues): string {
  const typed = normalizeCode(values.code);
  if (typed === values.codeApplied || typed === values.codeRefused?.code) return '';
  return typed;
}

/**
 * What must be done before the server is asked, in staff's words; undefined when nothing. A code
 * is checked before placing, so staff tell the caller the total the order will have.
 */
export function phoneOrderProblem(
  values: PhoneOrderValues,
  checkingCode = false,
): string | undefined {
  if (values.lines.length === 0) return 'Please add at least one dish';
  if (values.later && !values.slot) return 'Please choose the time the customer wants it';
  const unchecked = uncheckedCode(values);
  if (unchecked) return `Please tap Apply to check the code ${unchecked} before placing the order`;
  if (checkingCode) return 'Please wait: the code is being checked';
  return undefined;
}

const productsOf = (values: PhoneOrderValues) =>
  values.lines.map((line) => ({
    id: line.food.id,
    qty: line.qty,
    choices: line.picked.map((choice) => ({ id: choice.id })),
  }));

/**
 * What the server prices before placing when a code is applied (null: nothing to ask): the
 * order as it stands, as taking it would send it.
 */
export function phoneOrderQuoteRequest(values: PhoneOrderValues): PhoneOrderQuoteRequest | null {
  if (values.codeApplied === '' || values.lines.length === 0) return null;
  const delivery = values.fulfilment === 'delivery';
  return {
    code: values.codeApplied,
    products: productsOf(values),
    fulfilment: values.fulfilment,
    ...(delivery && values.area ? { area: values.area } : {}),
    phone: values.phone,
    scheduledFor: values.later && values.slot ? values.slot : null,
  };
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
    products: productsOf(values),
    payment: values.payment,
    overrideHours: values.overrideHours,
    readyInMinutes: Number(values.readyIn),
    code: values.codeApplied,
  };
}
