import { describe, expect, it } from 'vitest';
import { canMarkPaid, isOpen, nextStep } from './order-steps';

describe('order steps', () => {
  it('walks an order from received to delivered', () => {
    // A new order is accepted with a ready time instead (AcceptOrder).
    expect(nextStep('0', 'delivery')).toBeNull();
    expect(nextStep('2', 'delivery')).toEqual({ status: '3', label: 'On the way' });
    expect(nextStep('3', 'delivery')).toEqual({ status: '1', label: 'Delivered' });
    expect(nextStep('1', 'delivery')).toBeNull();
    expect(nextStep('-1', 'delivery')).toBeNull();
  });

  it('names the same moves for a customer who comes to collect', () => {
    expect(nextStep('2', 'pickup')).toEqual({ status: '3', label: 'Ready for pickup' });
    expect(nextStep('3', 'pickup')).toEqual({ status: '1', label: 'Collected' });
  });

  it('keeps delivered and canceled orders finished', () => {
    expect((['0', '2', '3'] as const).every(isOpen)).toBe(true);
    expect(isOpen('1')).toBe(false);
    expect(isOpen('-1')).toBe(false);
  });

  it('lets staff mark only unpaid cash orders paid', () => {
    expect(canMarkPaid({ paymentMethod: 'cash', isPaid: false, status: '1' })).toBe(true);
    expect(canMarkPaid({ paymentMethod: 'cash', isPaid: true, status: '1' })).toBe(false);
    expect(canMarkPaid({ paymentMethod: 'online', isPaid: false, status: '0' })).toBe(false);
    expect(canMarkPaid({ paymentMethod: 'cash', isPaid: false, status: '-1' })).toBe(false);
  });
});
