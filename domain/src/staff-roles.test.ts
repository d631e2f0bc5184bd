import { describe, expect, it } from 'vitest';
import { orderStatuses } from './order-status';
import { staffRightWords } from './staff-right-words';
import { can, isStaff, roleRights, rolesWith, staffRightNames, stepRight } from './staff-roles';

describe('staff rights', () => {
  it('gives the owner every right and the manager all but the owner-only ones', () => {
    expect([...roleRights.owner].sort()).toEqual([...staffRightNames].sort());
    const missing = [...staffRightNames].filter(
      (right) => !roleRights.manager.includes(right as never),
    );
    expect(missing.sort()).toEqual(['staff.roles', 'users.delete']);
  });

  it('says what every right lets a person do', () => {
    expect(Object.keys(staffRightWords).sort()).toEqual([...staffRightNames].sort());
  });

  it('keeps money and refunds from the kitchen and everything of the board from a rider', () => {
    for (const right of ['money.view', 'money.refund', 'orders.cash', 'cash.count'] as const) {
      expect(can('kitchen', right), right).toBe(false);
    }
    expect(roleRights.rider).toEqual(['orders.ride']);
    expect(can('cashier', 'orders.assign')).toBe(true);
    expect(can('kitchen', 'orders.assign')).toBe(false);
    expect(can('cashier', 'orders.phone')).toBe(true);
    expect(can('cashier', 'settings.edit')).toBe(false);
    expect(can('cashier', 'users.manage')).toBe(false);
    expect(rolesWith('orders.view')).toEqual(['owner', 'manager', 'cashier', 'kitchen']);
  });

  it('holds no right for a customer, nobody, or a role saved before roles existed', () => {
    expect(can('customer', 'orders.view')).toBe(false);
    expect(can(null, 'orders.view')).toBe(false);
    expect(can('admin', 'orders.view')).toBe(false);
    expect(isStaff('admin')).toBe(false);
    expect(isStaff('rider')).toBe(true);
    expect(isStaff('customer')).toBe(false);
  });

  it("leaves the kitchen's steps to the kitchen and handing over to the counter", () => {
    const { received, preparing, onTheWay, delivered, canceled } = orderStatuses;
    expect(stepRight(received, preparing, 'delivery')).toBe('orders.prepare');
    expect(stepRight(received, canceled, 'pickup')).toBe('orders.prepare');
    expect(stepRight(preparing, onTheWay, 'pickup')).toBe('orders.prepare');
    expect(stepRight(preparing, onTheWay, 'delivery')).toBe('orders.handOver');
    expect(stepRight(onTheWay, delivered, 'pickup')).toBe('orders.handOver');
    expect(stepRight(preparing, canceled, 'delivery')).toBe('orders.handOver');
  });
});
