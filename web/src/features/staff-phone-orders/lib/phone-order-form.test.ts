import { PHONE_ORDER_READY_IN } from '@buka/domain/phone-orders';
import { describe, expect, it } from 'vitest';
import type { PhoneOrderLine } from '../components/PhoneOrderDishes';
import {
  newPhoneOrder,
  nextPhoneOrder,
  phoneOrderProblem,
  phoneOrderQuoteRequest,
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
  codeApplied: 'FRIDAY10',
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
      // The code the totals were priced with, as the server reads it.
      code: 'FRIDAY10',
    });
  });

  it('places only a code the server has checked, so the total said is the total placed', () => {
    const typed = { ...filled, code: 'weekend', codeApplied: '' };
    expect(phoneOrderProblem(typed)).toBe(
      'Please tap Apply to check the code WEEKEND before placing the order',
    );
    // Typed in other case and spaces, it is the code applied.
    expect(phoneOrderProblem(filled)).toBe(undefined);
    expect(phoneOrderProblem(filled, true)).toBe('Please wait: the code is being checked');
    // Refused, the order goes without it: nothing more to check.
    const refused = {
      ...typed,
      codeRefused: { code: 'WEEKEND', reason: 'The code WEEKEND has ended' },
    };
    expect(phoneOrderProblem(refused)).toBe(undefined);
    expect(phoneOrderRequest(refused).code).toBe('');
  });

  it('asks the server to price the order with the applied code only, as it would be sent', () => {
    expect(phoneOrderQuoteRequest({ ...filled, codeApplied: '' })).toBe(null);
    expect(phoneOrderQuoteRequest({ ...filled, lines: [] })).toBe(null);
    expect(phoneOrderQuoteRequest(filled)).toEqual({
      code: 'FRIDAY10',
      products: [{ id: 7, qty: 2, choices: [{ id: 31 }, { id: 32 }] }],
      fulfilment: 'delivery',
      area: 'Ikeja',
      phone: '08031234567',
      scheduledFor: null,
    });
    const later = {
      ...filled,
      fulfilment: 'pickup' as const,
      later: true,
      slot: '2026-11-29T12:00:00.000Z',
    };
    expect(phoneOrderQuoteRequest(later)).toMatchObject({
      fulfilment: 'pickup',
      scheduledFor: '2026-11-29T12:00:00.000Z',
    });
    expect(phoneOrderQuoteRequest(later)).not.toHaveProperty('area');
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
    expect(next).toMatchObject({ code: '', codeApplied: '', codeRefused: null });
  });
});
