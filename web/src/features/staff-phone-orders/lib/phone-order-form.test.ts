import { PHONE_ORDER_READY_IN } from '@buka/domain/phone-orders';
import { describe, expect, it } from 'vitest';
import type { PhoneOrderLine } from '../components/PhoneOrderDishes';
import {
  newPhoneOrder,
  nextPhoneOrder,
  phoneOrderProblem,
  phoneOrderRequest,
} from './phone-order-form';

const line = {
  food: { id: 7 },
  qty: 2,
  picked: [{ id: 31 }, { id: 32 }],
} as unknown as PhoneOrderLine;

const filled = {
  ...newPhoneOrder('delivery'),
  name: 'Ada',
  phone: '08031234567',
  address: '12 Allen Avenue',
  area: 'Ikeja',
  landmark: 'By the mosque',
  riderPhone: '08030000000',
  note: 'No pepper',
  lines: [line],
  payment: 'transfer' as const,
  code: ' friday10 ',
};

describe('the phone order form (docs/orders.md)', () => {
  it('starts empty, cash, as soon as possible, ready in the usual minutes', () => {
    const empty = newPhoneOrder('pickup');
    expect(empty).toMatchObject({ fulfilment: 'pickup', payment: 'cash', later: false });
    expect(empty.readyIn).toBe(String(PHONE_ORDER_READY_IN));
    expect(phoneOrderProblem(empty)).toBe('Please add at least one dish');
  });

  it('asks for the time of an order for later', () => {
    expect(phoneOrderProblem({ ...filled, later: true, slot: '' })).toBe(
      'Please choose the time the customer wants it',
    );
    expect(phoneOrderProblem({ ...filled, later: true, slot: '2026-11-29T12:00:00.000Z' })).toBe(
      undefined,
    );
  });

  it('sends a delivery with its fields, the dishes with their choices, and the ready time', () => {
    expect(phoneOrderRequest({ ...filled, readyIn: '45' })).toEqual({
      name: 'Ada',
      phone: '08031234567',
      fulfilment: 'delivery',
      address: '12 Allen Avenue',
      area: 'Ikeja',
      landmark: 'By the mosque',
      riderPhone: '08030000000',
      note: 'No pepper',
      scheduledFor: null,
      products: [{ id: 7, qty: 2, choices: [{ id: 31 }, { id: 32 }] }],
      payment: 'transfer',
      overrideHours: false,
      readyInMinutes: 45,
      // The server puts it in upper case; the spaces of a hurried typist go.
      code: 'friday10',
    });
  });

  it('sends a pickup without the delivery fields', () => {
    const request = phoneOrderRequest({ ...filled, fulfilment: 'pickup' });
    expect(request).toMatchObject({ address: '', landmark: '', riderPhone: '' });
    expect(request).not.toHaveProperty('area');
  });

  it('empties the form for the next caller, keeping the way and the payment', () => {
    const next = nextPhoneOrder({ ...filled, later: true, slot: 'x', overrideHours: true });
    expect(next).toEqual({ ...newPhoneOrder('delivery'), payment: 'transfer' });
    // One caller's code is not the next one's.
    expect(next.code).toBe('');
  });
});
