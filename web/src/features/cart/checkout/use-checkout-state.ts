import { useState } from 'react';
import { deliveryNote, type Fulfilment } from '@buka/domain/delivery-rules';
import { orderTotal } from '@buka/domain/order-total';
import { orderingState } from '@buka/domain/ordering-state';
import { phoneSchema } from '@buka/domain/validation';
import { useSettings } from '../../../shared/api/get-settings';
import { useNow } from '../../../shared/clock/use-now';
import { say } from '../../../shared/i18n/i18n';
import { tl } from '../../../shared/i18n/later';
import { firstNotServed, orderableEntries, pricedEntries } from '../cart-entries';
import { useCart } from '../use-cart';
import { useLastDelivery } from './api/get-last-delivery';
import { readCheckoutData } from './checkout-data';
import type { CheckoutValues } from './checkout-form';
import { useCheckoutPromotions } from './use-checkout-promotions';

/**
 * What the checkout shows and sends, worked out from the cart, the shop's settings and clock,
 * and what the customer typed or chose: until they choose, the shop's defaults and what this
 * phone remembers stand in.
 */
export function useCheckoutState(values: CheckoutValues) {
  const cart = useCart();
  const settings = useSettings();
  const { areas } = settings;
  const now = useNow();
  // The shop's first way on: delivery unless staff turned it off.
  const fulfilment: Fulfilment =
    values.fulfilment ?? (settings.fulfilment.delivery ? 'delivery' : 'pickup');
  const pickup = fulfilment === 'pickup';
  // Closed or paused: only a time later is offered (the server says if none can be chosen).
  const asapOffered = orderingState(now, settings).kind === 'open';
  const scheduledFor =
    values.scheduledFor === undefined ? (asapOffered ? null : '') : values.scheduledFor;
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

  return {
    cart,
    settings,
    now,
    fulfilment,
    pickup,
    asapOffered,
    scheduledFor,
    address,
    area,
    total,
    areaNote,
    orderable,
    unavailable,
    notServedText,
    needsPhone,
    typedPhone,
    promotions,
    totalKobo,
  };
}

export type CheckoutState = ReturnType<typeof useCheckoutState>;
