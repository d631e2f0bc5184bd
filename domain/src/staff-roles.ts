// Who on the team may do what (docs/server-rules.md#roles, docs/decisions/0012-staff-rights.md).
// The one table of rights: the server checks it on every staff call, the staff pages read it to
// hide what a role may not do. Without zod, so a page can read it before any answer arrives.
import { orderStatuses, type Fulfilment, type OrderStatus } from './order-status';
import { roles, type Role } from './roles';

export { isStaff, roles, staffRoles, type Role, type StaffRole } from './roles';

/** How each role is named on the staff pages. */
export const roleLabels: Record<Role, string> = {
  customer: 'Customer',
  owner: 'Owner',
  manager: 'Manager',
  cashier: 'Cashier',
  kitchen: 'Kitchen',
  rider: 'Rider',
};

/**
 * One right is one kind of staff work. A staff route names the right it needs; a role is the set
 * of rights below. What each means, in the staff pages' words: staff-right-words.ts (kept apart,
 * so a customer's phone never downloads them).
 */
export const staffRightNames = [
  'orders.view',
  'orders.prepare',
  'orders.handOver',
  'orders.phone',
  'orders.cash',
  'orders.assign',
  'orders.ride',
  'money.view',
  'money.refund',
  'cash.count',
  'cash.reopen',
  'reports.view',
  'menu.edit',
  'menu.soldOut',
  'shop.pause',
  'settings.edit',
  'promotions.edit',
  'customers.view',
  'users.manage',
  'users.delete',
  'staff.roles',
  'api.describe',
] as const;
export type StaffRight = (typeof staffRightNames)[number];

const everyRight: readonly StaffRight[] = staffRightNames;
// The owner's alone: who holds which role, and deleting the shop's data for good.
const ownerOnly: readonly StaffRight[] = ['staff.roles', 'users.delete'];

export const roleRights: Record<Role, readonly StaffRight[]> = {
  customer: [],
  owner: everyRight,
  manager: everyRight.filter((right) => !ownerOnly.includes(right)),
  cashier: [
    'orders.view',
    'orders.prepare',
    'orders.handOver',
    'orders.phone',
    'orders.cash',
    'orders.assign',
    'cash.count',
    'menu.soldOut',
    'shop.pause',
  ],
  // Cooks, never money: the board without payments, refunds or takings.
  kitchen: ['orders.view', 'orders.prepare', 'menu.soldOut', 'shop.pause'],
  // Only the deliveries given to them (docs/orders.md#riders); nothing of the board.
  rider: ['orders.ride'],
};

// A phone may still hold a session saved before the roles existed ('admin'): it holds no right
// until the server's answer replaces it.
const rightsOf = roleRights as Partial<Record<string, readonly StaffRight[]>>;

export function can(role: string | undefined | null, right: StaffRight): boolean {
  return rightsOf[role ?? '']?.includes(right) ?? false;
}

/**
 * The right a move of an order needs (docs/orders.md#who-moves-an-order): the kitchen's work is
 * accepting or rejecting a new order and readying a pickup; the rest is handing the food over
 * (a delivery on its way, delivered or collected) or cancelling what was already accepted.
 */
export function stepRight(from: OrderStatus, to: OrderStatus, fulfilment: Fulfilment): StaffRight {
  if (from === orderStatuses.received) return 'orders.prepare';
  if (to === orderStatuses.onTheWay && fulfilment === 'pickup') return 'orders.prepare';
  return 'orders.handOver';
}

/** The roles that hold a right (the staff devices that hear of new orders, say). */
export function rolesWith(right: StaffRight): Role[] {
  return roles.filter((role) => can(role, right));
}
