import { defaultSettings } from '@buka/domain/settings';
import { dateOfDayNumber, dayNumberOf } from '@buka/domain/shop-clock';
import { staffRoles, type StaffRole } from '@buka/domain/staff-roles';
import type { World } from '../fixtures/world';
import {
  validCashOrder as order,
  validFood as food,
  validPushSubscription,
} from '../../test/bodies';

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: object;
  /** multipart uploads: the purpose and whose picture */
  upload?: 'profile' | 'food';
  headers?: Record<string, string>;
}

/**
 * Expected status per caller, in the order of `identities`: visitor, customer A, customer B,
 * disabled, then owner, manager, cashier, kitchen and rider.
 */
type Statuses = number[];

export interface Row {
  /** 'METHOD /path' as the router lists it. */
  route: string;
  /** What the test is called, when one route has several rows. */
  label?: string;
  call: (world: World) => Call;
  expect: Statuses;
  /** Each caller gets a world of its own (the call uses up what it acts on). */
  fresh?: boolean;
  /** Who may act is decided by a secret in the call itself (a password, a payment reference). */
  keyedBy?: string;
}

let phones = 0;
let categories = 0;
const newPhone = () =>
  `0906${String(process.pid % 1000).padStart(3, '0')}${String(++phones).padStart(4, '0')}`;

// Who may do what, in the words rather than read from the rights table, so the table
// is checked against them (docs/server-rules.md#roles): the owner everything; the manager all
// but roles and deleting accounts; the cashier the counter (phone orders, cash, the drawer);
// the kitchen the board without money; the rider nothing of the board.
const ownerOnly: readonly StaffRole[] = ['owner'];
const managers: readonly StaffRole[] = ['owner', 'manager'];
const counter: readonly StaffRole[] = ['owner', 'manager', 'cashier'];
const board: readonly StaffRole[] = ['owner', 'manager', 'cashier', 'kitchen'];
const everyone: readonly StaffRole[] = staffRoles;
// Riding is the rider's; the owner and manager hold every right but have no deliveries of
// their own, so a delivery given to the rider is a 404 to them.
const riders: readonly StaffRole[] = ['owner', 'manager', 'rider'];

/** The four who are not staff, then each staff role: `status` if allowed, else `refused`. */
const people = (
  customers: [number, number, number, number],
  allowed: readonly StaffRole[],
  status: number,
  refused = 403,
): Statuses => [
  ...customers,
  ...staffRoles.map((role) => (allowed.includes(role) ? status : refused)),
];
const all = (status: number): Statuses =>
  people([status, status, status, status], everyone, status);
// Signed-in callers only; a disabled account's old token is nobody's.
const signedIn = (status: number): Statuses => people([401, status, status, 401], everyone, status);
const staffOnly = (status: number, allowed: readonly StaffRole[]): Statuses =>
  people([401, 403, 403, 401], allowed, status);
const file = (url: string) => url.slice('/uploads/'.length);

// Targets are B's things: A is the curious neighbour, B the owner, staff may do staff's work.
export const rows: Row[] = [
  {
    route: 'GET /api/health',
    call: () => ({ method: 'GET', url: '/api/health' }),
    expect: all(200),
  },
  {
    route: 'GET /api/products',
    call: () => ({ method: 'GET', url: '/api/products' }),
    expect: all(200),
  },
  {
    route: 'GET /api/settings',
    call: () => ({ method: 'GET', url: '/api/settings' }),
    expect: all(200),
  },
  {
    route: 'GET /api/auth/providers',
    call: () => ({ method: 'GET', url: '/api/auth/providers' }),
    expect: all(200),
  },
  {
    route: 'POST /api/users/login/customer/signin',
    call: (w) => ({
      method: 'POST',
      url: '/api/users/login/customer/signin',
      body: { phoneNumber: w.b.phoneNumber, password: w.b.password },
    }),
    expect: all(200),
    keyedBy: "B's password",
  },
  {
    route: 'POST /api/users/login/customer/signup',
    call: () => ({
      method: 'POST',
      url: '/api/users/login/customer/signup',
      body: { name: 'New Customer', phoneNumber: newPhone(), password: 'abc' },
    }),
    expect: all(201),
  },
  {
    route: 'POST /api/users/logout',
    call: () => ({ method: 'POST', url: '/api/users/logout' }),
    expect: all(204),
  },
  { route: 'GET /api/me', call: () => ({ method: 'GET', url: '/api/me' }), expect: signedIn(200) },
  {
    route: 'GET /api/orders/user/last-delivery',
    call: () => ({ method: 'GET', url: '/api/orders/user/last-delivery' }),
    expect: signedIn(200),
  },
  {
    route: 'PATCH /api/me',
    call: () => ({ method: 'PATCH', url: '/api/me', body: { name: 'Renamed Person' } }),
    expect: signedIn(200),
  },
  {
    route: 'PUT /api/me/language',
    call: () => ({ method: 'PUT', url: '/api/me/language', body: { language: 'ha' } }),
    expect: signedIn(204),
  },
  {
    route: 'GET /api/cart',
    call: () => ({ method: 'GET', url: '/api/cart' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/cart',
    call: () => ({ method: 'POST', url: '/api/cart', body: { fid: 105 } }),
    expect: signedIn(201),
  },
  {
    route: 'DELETE /api/cart',
    call: () => ({ method: 'DELETE', url: '/api/cart' }),
    expect: signedIn(200),
  },
  {
    route: 'PATCH /api/cart/:id',
    call: (w) => ({ method: 'PATCH', url: `/api/cart/${w.lineB}`, body: { qty: 3 } }),
    expect: people([401, 404, 200, 401], everyone, 404),
  },
  {
    route: 'DELETE /api/cart/:id',
    call: (w) => ({ method: 'DELETE', url: `/api/cart/${w.lineB}` }),
    expect: people([401, 404, 204, 401], everyone, 404),
  },
  {
    route: 'POST /api/orders',
    call: () => ({ method: 'POST', url: '/api/orders', body: order }),
    expect: signedIn(201),
  },
  {
    route: 'GET /api/orders/user/orders',
    call: (w) => ({ method: 'GET', url: `/api/orders/user/orders?userId=${w.b.id}&pageNumber=1` }),
    // Whatever userId says, each sees their own list; staff have ordered nothing.
    expect: people([401, 200, 200, 401], everyone, 404),
  },
  {
    route: 'GET /api/orders/:id',
    call: (w) => ({ method: 'GET', url: `/api/orders/${w.orderB}` }),
    // Staff who see the board may read any order; a rider only what is given to them.
    expect: people([401, 404, 200, 401], board, 200, 404),
  },
  {
    route: 'GET /api/orders/slots',
    call: () => ({ method: 'GET', url: '/api/orders/slots' }),
    expect: all(200),
  },
  // Only the order's own customer may take it back; staff reject an order on the board instead.
  {
    route: 'POST /api/orders/:id/cancel',
    call: (w) => ({ method: 'POST', url: `/api/orders/${w.orderB}/cancel` }),
    expect: people([401, 404, 200, 401], everyone, 404),
    fresh: true,
  },
  // Ordering again is the order's own customer's; staff take orders on the board instead.
  {
    route: 'POST /api/orders/:id/again',
    call: (w) => ({ method: 'POST', url: `/api/orders/${w.orderB}/again` }),
    expect: people([401, 404, 200, 401], everyone, 404),
  },
  // Saved addresses are each account's own (staff, signed in, keep their own too).
  {
    route: 'GET /api/addresses',
    call: () => ({ method: 'GET', url: '/api/addresses' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/addresses',
    call: () => ({
      method: 'POST',
      url: '/api/addresses',
      body: { label: 'Office', address: '9 New Road', area: 'Samaru' },
    }),
    expect: signedIn(201),
  },
  {
    route: 'PUT /api/addresses/:id',
    call: (w) => ({
      method: 'PUT',
      url: `/api/addresses/${w.addressB}`,
      body: { label: 'Home', address: '5 B Street', area: 'Samaru' },
    }),
    expect: people([401, 404, 200, 401], everyone, 404),
  },
  {
    route: 'DELETE /api/addresses/:id',
    call: (w) => ({ method: 'DELETE', url: `/api/addresses/${w.addressB}` }),
    expect: people([401, 404, 204, 401], everyone, 404),
  },
  {
    route: 'POST /api/payment/pay',
    call: (w) => ({ method: 'POST', url: '/api/payment/pay', body: { orderId: w.orderB } }),
    expect: people([401, 404, 200, 401], everyone, 404),
  },
  // The provider's return and the simulator's page: the payment reference (128 random bits,
  // never shown to anyone but its payer) is the key, as on a provider's hosted page; pressing
  // Pay on the simulator's page also takes the order's customer.
  {
    route: 'GET /api/payment/callback',
    call: (w) => ({ method: 'GET', url: `/api/payment/callback?reference=${w.referenceB}` }),
    expect: all(302),
    keyedBy: "B's payment reference",
  },
  {
    route: 'GET /api/payment/simulator/:reference',
    call: (w) => ({ method: 'GET', url: `/api/payment/simulator/${w.referenceB}` }),
    expect: all(200),
    keyedBy: "B's payment reference",
  },
  {
    route: 'POST /api/payment/simulator/:reference',
    call: (w) => ({
      method: 'POST',
      url: `/api/payment/simulator/${w.referenceB}`,
      body: { outcome: 'failed', channel: 'bank' },
    }),
    // Completing it takes B, signed in, not only the reference.
    expect: people([401, 404, 200, 401], everyone, 404),
  },
  // Providers prove webhooks by signature, not by a session; none is configured here.
  {
    route: 'POST /api/payment/webhook/:provider',
    call: () => ({ method: 'POST', url: '/api/payment/webhook/paystack', body: { event: 'x' } }),
    expect: all(404),
  },
  {
    route: 'GET /api/auth/oidc/start',
    call: () => ({ method: 'GET', url: '/api/auth/oidc/start' }),
    expect: all(302),
  },
  {
    route: 'GET /api/auth/oidc/callback',
    call: () => ({ method: 'GET', url: '/api/auth/oidc/callback?state=x&code=y' }),
    expect: all(302),
  },
  {
    route: 'POST /api/auth/oidc/exchange',
    call: () => ({
      method: 'POST',
      url: '/api/auth/oidc/exchange',
      body: { code: 'c'.repeat(43) },
    }),
    expect: all(404),
  },
  {
    route: 'GET /api/events',
    call: () => ({ method: 'GET', url: '/api/events' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/uploads',
    call: () => ({ method: 'POST', url: '/api/uploads', upload: 'profile' }),
    expect: signedIn(201),
  },
  {
    route: 'POST /api/uploads',
    label: 'POST /api/uploads (a food picture)',
    call: () => ({ method: 'POST', url: '/api/uploads', upload: 'food' }),
    expect: staffOnly(201, managers),
  },
  {
    route: 'DELETE /api/uploads',
    call: (w) => ({ method: 'DELETE', url: '/api/uploads', body: { url: w.uploadB } }),
    expect: people([401, 403, 200, 401], managers, 200),
    fresh: true,
  },
  // Notifications: a staff device hears of every order, a customer's of that order only.
  {
    route: 'GET /api/push/key',
    call: () => ({ method: 'GET', url: '/api/push/key' }),
    expect: all(200),
  },
  {
    route: 'POST /api/push/subscriptions',
    label: 'POST /api/push/subscriptions (a staff device)',
    call: () => ({ method: 'POST', url: '/api/push/subscriptions', body: validPushSubscription() }),
    expect: staffOnly(201, board),
  },
  {
    route: 'POST /api/push/subscriptions',
    label: 'POST /api/push/subscriptions (an order)',
    call: (w) => ({
      method: 'POST',
      url: '/api/push/subscriptions',
      body: { ...validPushSubscription(), orderId: w.orderB },
    }),
    expect: people([401, 404, 201, 401], board, 201, 404),
  },
  {
    route: 'DELETE /api/push/subscriptions',
    call: (w) => ({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      body: { endpoint: 'http://127.0.0.1:9/push/gone', orderId: w.orderB },
    }),
    expect: signedIn(204),
  },
  {
    route: 'POST /api/push/test',
    call: () => ({
      method: 'POST',
      url: '/api/push/test',
      body: { endpoint: 'http://127.0.0.1:9/push/not-this-device' },
    }),
    expect: staffOnly(404, board),
  },
  {
    route: 'GET /uploads/*',
    call: (w) => ({ method: 'GET', url: `/uploads/${file(w.uploadB)}` }),
    expect: all(200),
  },
  // The staff area.
  {
    route: 'GET /api/admin/dashboard',
    call: () => ({ method: 'GET', url: '/api/admin/dashboard' }),
    expect: staffOnly(200, managers),
  },
  {
    route: 'GET /api/admin/openapi.json',
    call: () => ({ method: 'GET', url: '/api/admin/openapi.json' }),
    expect: staffOnly(200, managers),
  },
  {
    route: 'GET /api/admin/orders',
    call: () => ({ method: 'GET', url: '/api/admin/orders' }),
    expect: staffOnly(200, board),
  },
  {
    route: 'GET /api/admin/orders/later',
    call: () => ({ method: 'GET', url: '/api/admin/orders/later' }),
    expect: staffOnly(200, board),
  },
  {
    route: 'GET /api/admin/orders/:id',
    call: (w) => ({ method: 'GET', url: `/api/admin/orders/${w.orderB}` }),
    expect: staffOnly(200, board),
  },
  {
    route: 'GET /api/admin/orders/:id/history',
    call: (w) => ({ method: 'GET', url: `/api/admin/orders/${w.orderB}/history` }),
    expect: staffOnly(200, board),
  },
  {
    route: 'POST /api/orders/:id/whatsapp-stop',
    call: (w) => ({ method: 'POST', url: `/api/orders/${w.orderB}/whatsapp-stop` }),
    // Only B, whose order it is; to anyone else it does not exist.
    expect: people([401, 404, 200, 401], [], 200, 404),
  },
  {
    route: 'POST /api/admin/orders/:id/whatsapp-read',
    call: (w) => ({ method: 'POST', url: `/api/admin/orders/${w.orderB}/whatsapp-read` }),
    expect: staffOnly(200, board),
  },
  // How the shop tells customers of their order's steps: its configuration, public.
  {
    route: 'GET /api/notices/ways',
    call: () => ({ method: 'GET', url: '/api/notices/ways' }),
    expect: all(200),
  },
  {
    route: 'POST /api/admin/orders',
    label: 'a phone order taken by staff',
    call: () => ({
      method: 'POST',
      url: '/api/admin/orders',
      body: { ...order, payment: 'transfer', overrideHours: true },
    }),
    expect: staffOnly(201, counter),
  },
  {
    route: 'POST /api/admin/orders/quote',
    label: "a phone order's total with the caller's code, before it is placed",
    call: () => ({
      method: 'POST',
      url: '/api/admin/orders/quote',
      body: { products: [{ id: 101, qty: 1 }], phone: newPhone() },
    }),
    expect: staffOnly(200, counter),
  },
  {
    route: 'POST /api/admin/orders/:id/paid',
    call: (w) => ({ method: 'POST', url: `/api/admin/orders/${w.cashOrderA}/paid` }),
    expect: staffOnly(200, counter),
  },
  {
    // Staff reach the rule and hear its refusal: this world's order is no fresh Mark paid.
    route: 'POST /api/admin/orders/:id/unpaid',
    call: (w) => ({ method: 'POST', url: `/api/admin/orders/${w.cashOrderA}/unpaid` }),
    expect: staffOnly(409, counter),
  },
  {
    route: 'GET /api/admin/reports',
    call: () => ({ method: 'GET', url: '/api/admin/reports?from=2025-06-01&to=2025-06-30' }),
    expect: staffOnly(200, managers),
  },
  {
    route: 'GET /api/admin/reports/cash-up',
    call: () => ({
      method: 'GET',
      url: '/api/admin/reports/cash-up?from=2025-06-04&to=2025-06-04',
    }),
    expect: staffOnly(200, counter),
  },
  {
    route: 'GET /api/admin/reports/:table.csv',
    call: () => ({
      method: 'GET',
      url: '/api/admin/reports/orders.csv?from=2025-06-01&to=2025-06-30',
    }),
    expect: staffOnly(200, managers),
  },
  // The drawer counted (docs/operations.md#the-drawer-counted): the counter closes a day, a
  // manager reopens it. Each caller closes a past day of its own, so none finds it closed.
  {
    route: 'GET /api/admin/drawer',
    call: () => ({ method: 'GET', url: '/api/admin/drawer?from=2025-06-01&to=2025-06-30' }),
    expect: staffOnly(200, counter),
  },
  {
    route: 'POST /api/admin/drawer/:date/close',
    call: (w) => ({
      method: 'POST',
      url: `/api/admin/drawer/${dateOfDayNumber(dayNumberOf('2020-01-01') + w.orderB)}/close`,
      body: { cash: 1000, transfers: 0, note: 'Counted twice' },
    }),
    expect: staffOnly(201, counter),
    fresh: true,
  },
  {
    // Managers reach the rule and hear its refusal: this world's day was never closed.
    route: 'POST /api/admin/drawer/:date/reopen',
    call: () => ({
      method: 'POST',
      url: '/api/admin/drawer/2019-12-31/reopen',
      body: { reason: 'Recount' },
    }),
    expect: staffOnly(409, managers),
  },
  {
    route: 'GET /api/admin/day-summary',
    call: () => ({ method: 'GET', url: '/api/admin/day-summary' }),
    expect: staffOnly(200, managers),
  },
  {
    route: 'GET /api/admin/day-summary/settings',
    call: () => ({ method: 'GET', url: '/api/admin/day-summary/settings' }),
    expect: staffOnly(200, managers),
  },
  {
    route: 'PUT /api/admin/day-summary/settings',
    call: () => ({
      method: 'PUT',
      url: '/api/admin/day-summary/settings',
      body: { enabled: true, phones: ['08031234567'] },
    }),
    expect: staffOnly(200, managers),
  },
  {
    route: 'GET /api/texts/:language',
    call: () => ({ method: 'GET', url: '/api/texts/ha' }),
    expect: all(200),
  },
  {
    route: 'GET /api/admin/texts/:language',
    call: () => ({ method: 'GET', url: '/api/admin/texts/ha' }),
    expect: staffOnly(200, managers),
  },
  {
    route: 'PUT /api/admin/texts/:language/:key',
    call: () => ({
      method: 'PUT',
      url: '/api/admin/texts/ha/menuTitle',
      body: { wording: 'Abincin yau' },
    }),
    expect: staffOnly(200, managers),
  },
  {
    route: 'DELETE /api/admin/texts/:language/:key',
    call: () => ({ method: 'DELETE', url: '/api/admin/texts/ha/menuTitle' }),
    expect: staffOnly(200, managers),
  },
  {
    route: 'PUT /api/admin/texts/:language/reviewed',
    call: () => ({
      method: 'PUT',
      url: '/api/admin/texts/ha/reviewed',
      body: { reviewed: false },
    }),
    expect: staffOnly(204, managers),
  },
  {
    route: 'POST /api/admin/orders/:id/refunds',
    // B's order is unpaid: staff reach the rule (nothing to refund), nobody else the order.
    call: (w) => ({
      method: 'POST',
      url: `/api/admin/orders/${w.orderB}/refunds`,
      body: { amount: 100, reason: 'Sorry' },
      headers: { 'idempotency-key': 'access-matrix-refund' },
    }),
    expect: staffOnly(409, managers),
  },
  {
    route: 'PATCH /api/orders/:id/status',
    call: (w) => ({
      method: 'PATCH',
      url: `/api/orders/${w.orderB}/status`,
      body: { status: '2', readyInMinutes: 30 },
    }),
    expect: staffOnly(200, board),
  },
  {
    route: 'PATCH /api/orders/:id/status',
    label: 'PATCH /api/orders/:id/status (a delivery on its way)',
    call: (w) => ({
      method: 'PATCH',
      url: `/api/orders/${w.preparing}/status`,
      body: { status: '3' },
    }),
    // Handing the food over is not the kitchen's.
    expect: staffOnly(200, counter),
    fresh: true,
  },
  {
    route: 'POST /api/products',
    call: () => ({ method: 'POST', url: '/api/products', body: food }),
    expect: staffOnly(201, managers),
  },
  {
    route: 'PUT /api/products/:id',
    call: () => ({ method: 'PUT', url: '/api/products/101', body: food }),
    expect: staffOnly(200, managers),
  },
  {
    route: 'GET /api/admin/customers',
    call: () => ({ method: 'GET', url: '/api/admin/customers?search=ada&sort=spent' }),
    expect: staffOnly(200, managers),
  },
  {
    route: 'GET /api/admin/customers.csv',
    call: () => ({ method: 'GET', url: '/api/admin/customers.csv' }),
    expect: staffOnly(200, managers),
  },
  {
    route: 'GET /api/admin/customer-notes',
    call: () => ({ method: 'GET', url: '/api/admin/customer-notes' }),
    expect: staffOnly(200, board),
  },
  {
    route: 'PUT /api/admin/customers/:phone/note',
    // Nobody has ordered under this number: staff reach the rule, nobody else the route.
    call: () => ({
      method: 'PUT',
      url: '/api/admin/customers/08099990000/note',
      body: { note: 'Likes it hot' },
    }),
    expect: staffOnly(404, managers),
  },
  // Promotions: the owner's and the manager's to run; any signed-in customer may price a cart.
  {
    route: 'GET /api/admin/promotions',
    call: () => ({ method: 'GET', url: '/api/admin/promotions' }),
    expect: staffOnly(200, managers),
  },
  {
    route: 'POST /api/admin/promotions',
    call: () => ({
      method: 'POST',
      url: '/api/admin/promotions',
      body: { kind: 'code', code: `M${newPhone()}`, benefit: 'percent', percent: 10 },
    }),
    expect: staffOnly(201, managers),
  },
  {
    route: 'PUT /api/admin/promotions/:id',
    // No such promotion: staff reach the rule, nobody else the route.
    call: () => ({
      method: 'PUT',
      url: '/api/admin/promotions/999999',
      body: { kind: 'offer', name: 'Free delivery on Fridays', benefit: 'freeDelivery' },
    }),
    expect: staffOnly(404, managers),
  },
  {
    route: 'POST /api/admin/promotions/:id/end',
    call: () => ({ method: 'POST', url: '/api/admin/promotions/999999/end' }),
    expect: staffOnly(404, managers),
  },
  {
    route: 'POST /api/promotions/quote',
    call: () => ({
      method: 'POST',
      url: '/api/promotions/quote',
      body: { products: [{ id: 101, qty: 1 }], area: 'Samaru' },
    }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/admin/menu.csv',
    call: () => ({ method: 'GET', url: '/api/admin/menu.csv' }),
    expect: staffOnly(200, managers),
  },
  {
    route: 'POST /api/admin/menu-import',
    call: () => ({
      method: 'POST',
      url: '/api/admin/menu-import',
      body: { csv: 'name,category,price\nTuwo,Rice,1500\n', write: false },
    }),
    expect: staffOnly(200, managers),
  },
  {
    route: 'DELETE /api/products/:id',
    call: (w) => ({ method: 'DELETE', url: `/api/products/${w.spareFood}` }),
    expect: staffOnly(200, managers),
    fresh: true,
  },
  // The shop's categories: Salad (12) is the sample menu's; a change that leaves it as it was.
  {
    route: 'GET /api/admin/products',
    call: () => ({ method: 'GET', url: '/api/admin/products' }),
    expect: staffOnly(200, managers),
  },
  {
    route: 'GET /api/admin/categories',
    call: () => ({ method: 'GET', url: '/api/admin/categories' }),
    expect: staffOnly(200, managers),
  },
  {
    route: 'POST /api/admin/categories',
    call: () => ({
      method: 'POST',
      url: '/api/admin/categories',
      body: { name: `Swallow ${++categories}` },
    }),
    expect: staffOnly(201, managers),
  },
  {
    route: 'PATCH /api/admin/categories/:id',
    call: () => ({ method: 'PATCH', url: '/api/admin/categories/12', body: { hidden: false } }),
    expect: staffOnly(200, managers),
  },
  {
    route: 'POST /api/admin/categories/:id/move',
    call: (w) => ({
      method: 'POST',
      url: `/api/admin/categories/${w.spareCategory}/move`,
      body: { direction: 'up' },
    }),
    expect: staffOnly(200, managers),
  },
  {
    route: 'DELETE /api/admin/categories/:id',
    call: (w) => ({ method: 'DELETE', url: `/api/admin/categories/${w.spareCategory}` }),
    expect: staffOnly(200, managers),
    fresh: true,
  },
  // Groups of choices: the sample menu's, as seeded (Protein is 1, Pepper 4).
  {
    route: 'GET /api/admin/option-groups',
    call: () => ({ method: 'GET', url: '/api/admin/option-groups' }),
    expect: staffOnly(200, board),
  },
  {
    route: 'POST /api/admin/option-groups',
    call: () => ({
      method: 'POST',
      url: '/api/admin/option-groups',
      body: { name: 'Drink', choices: [{ name: 'Zobo', price: 500 }] },
    }),
    expect: staffOnly(201, managers),
  },
  {
    route: 'PUT /api/admin/option-groups/:id',
    call: () => ({
      method: 'PUT',
      url: '/api/admin/option-groups/1',
      body: { name: 'Protein', choices: [{ id: 1, name: 'Chicken', price: 1500 }] },
    }),
    expect: staffOnly(200, managers),
  },
  {
    route: 'DELETE /api/admin/option-groups/:id',
    call: (w) => ({ method: 'DELETE', url: `/api/admin/option-groups/${w.spareGroup}` }),
    expect: staffOnly(204, managers),
    fresh: true,
  },
  {
    route: 'PUT /api/products/:id/option-groups',
    call: () => ({
      method: 'PUT',
      url: '/api/products/104/option-groups',
      body: { groupIds: [2] },
    }),
    expect: staffOnly(200, managers),
  },
  {
    route: 'PUT /api/admin/option-choices/:id/unavailable',
    call: () => ({
      method: 'PUT',
      url: '/api/admin/option-choices/1/unavailable',
      body: { unavailableToday: true },
    }),
    expect: staffOnly(200, board),
  },
  {
    route: 'PUT /api/products/:id/sold-out',
    call: () => ({
      method: 'PUT',
      url: '/api/products/107/sold-out',
      body: { soldOutToday: false },
    }),
    expect: staffOnly(200, board),
  },
  {
    route: 'GET /api/users',
    call: () => ({ method: 'GET', url: '/api/users' }),
    expect: staffOnly(200, managers),
  },
  {
    route: 'POST /api/users/:id/disable',
    call: (w) => ({ method: 'POST', url: `/api/users/${w.b.id}/disable` }),
    expect: staffOnly(200, managers),
  },
  {
    route: 'POST /api/users/:id/enable',
    call: (w) => ({ method: 'POST', url: `/api/users/${w.disabled.id}/enable` }),
    expect: staffOnly(200, managers),
  },
  {
    route: 'PUT /api/users/:id/role',
    call: (w) => ({ method: 'PUT', url: `/api/users/${w.b.id}/role`, body: { role: 'cashier' } }),
    expect: staffOnly(200, ownerOnly),
    fresh: true,
  },
  {
    route: 'DELETE /api/users/:id',
    call: (w) => ({ method: 'DELETE', url: `/api/users/${w.b.id}` }),
    expect: staffOnly(200, ownerOnly),
    fresh: true,
  },
  {
    route: 'GET /api/admin/invites',
    call: () => ({ method: 'GET', url: '/api/admin/invites' }),
    expect: staffOnly(200, managers),
  },
  {
    route: 'POST /api/admin/invites',
    call: () => ({
      method: 'POST',
      url: '/api/admin/invites',
      body: { name: 'New Nneka', phoneNumber: newPhone(), role: 'kitchen' },
    }),
    expect: staffOnly(201, managers),
  },
  {
    route: 'POST /api/admin/invites/:id/resend',
    call: (w) => ({ method: 'POST', url: `/api/admin/invites/${w.invite}/resend` }),
    expect: staffOnly(200, managers),
  },
  {
    route: 'DELETE /api/admin/invites/:id',
    call: (w) => ({ method: 'DELETE', url: `/api/admin/invites/${w.invite}` }),
    expect: staffOnly(204, managers),
    fresh: true,
  },
  {
    route: 'GET /api/invites/:token',
    call: (w) => ({ method: 'GET', url: `/api/invites/${w.inviteToken}` }),
    expect: all(200),
    keyedBy: 'the invite link',
  },
  {
    route: 'POST /api/invites/:token/accept',
    call: (w) => ({
      method: 'POST',
      url: `/api/invites/${w.inviteToken}/accept`,
      body: { password: 'kitchen-pass' },
    }),
    expect: all(201),
    fresh: true,
    keyedBy: 'the invite link',
  },
  {
    route: 'GET /api/admin/riders',
    call: () => ({ method: 'GET', url: '/api/admin/riders' }),
    expect: staffOnly(200, counter),
  },
  {
    route: 'PUT /api/admin/orders/:id/rider',
    call: (w) => ({
      method: 'PUT',
      url: `/api/admin/orders/${w.preparing}/rider`,
      body: { riderId: w.staff.rider.id },
    }),
    expect: staffOnly(200, counter),
  },
  {
    route: 'GET /api/admin/deliveries',
    call: () => ({ method: 'GET', url: '/api/admin/deliveries' }),
    expect: staffOnly(200, riders),
  },
  {
    route: 'POST /api/admin/deliveries/:id/step',
    call: (w) => ({
      method: 'POST',
      url: `/api/admin/deliveries/${w.riderOrder}/step`,
      body: { step: 'pickedUp' },
    }),
    expect: people([401, 403, 403, 401], ['rider'], 204).map((status, index) =>
      // Someone else's delivery is a 404 to the owner and the manager (index 4 and 5).
      index === 4 || index === 5 ? 404 : status,
    ),
  },
  {
    route: 'GET /api/admin/reports/rider-cash',
    call: () => ({
      method: 'GET',
      url: '/api/admin/reports/rider-cash?from=2026-11-01&to=2026-11-02',
    }),
    expect: staffOnly(200, counter),
  },
  {
    route: 'PUT /api/settings',
    call: () => ({ method: 'PUT', url: '/api/settings', body: defaultSettings }),
    expect: staffOnly(200, managers),
  },
  {
    route: 'PUT /api/settings/pause',
    call: () => ({ method: 'PUT', url: '/api/settings/pause', body: { paused: false } }),
    expect: staffOnly(200, board),
  },
];
