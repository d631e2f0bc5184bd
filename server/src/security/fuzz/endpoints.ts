import { createHmac } from 'node:crypto';
import { languageChoiceSchema } from '@buka/domain/language-choice';
import fc from 'fast-check';
import { z } from 'zod';
import {
  adminOrdersQuerySchema,
  deleteUploadSchema,
  foodIdParamsSchema,
  foodInputSchema,
  idParamsSchema,
  roleChangeSchema,
  orderStatusUpdateSchema,
  usersQuerySchema,
} from '@buka/domain/admin';
import { profileUpdateSchema, signinRequestSchema, signupRequestSchema } from '@buka/domain/auth';
import { addToCartSchema, cartLineParamsSchema, updateCartLineSchema } from '@buka/domain/cart';
import { daySummarySettingsSchema } from '@buka/domain/day-summary';
import { drawerCloseSchema, drawerDateParamsSchema, drawerReopenSchema } from '@buka/domain/drawer';
import {
  choiceUnavailableInputSchema,
  dishGroupsInputSchema,
  optionGroupInputSchema,
  soldOutInputSchema,
} from '@buka/domain/dish-options';
import {
  pushSubscribeSchema,
  pushTestSchema,
  pushUnsubscribeSchema,
} from '@buka/domain/notifications';
import {
  customerNoteInputSchema,
  customerPhoneParamsSchema,
  customersQuerySchema,
} from '@buka/domain/customers';
import {
  categoryChangeSchema,
  categoryDeleteQuerySchema,
  categoryIdParamsSchema,
  categoryInputSchema,
  categoryMoveSchema,
} from '@buka/domain/categories';
import { menuImportInputSchema } from '@buka/domain/menu-import';
import { oidcExchangeRequestSchema } from '@buka/domain/oidc';
import { placeOrderSchema, userOrdersQuerySchema } from '@buka/domain/orders';
import { payRequestSchema, simulatorDecisionSchema } from '@buka/domain/payments';
import { refundRequestSchema } from '@buka/domain/refunds';
import { savedAddressInputSchema, savedAddressParamsSchema } from '@buka/domain/saved-addresses';
import { assignRiderSchema, deliveryStepSchema } from '@buka/domain/riders';
import {
  inviteAcceptSchema,
  inviteRequestSchema,
  inviteTokenParamsSchema,
} from '@buka/domain/staff-invites';
import { reportCsvParamsSchema, reportCsvTables, reportQuerySchema } from '@buka/domain/reports';
import { correctionRequestSchema, reviewedRequestSchema } from '@buka/domain/customer-texts';
import { promotionInputSchema, promotionParamsSchema } from '@buka/domain/promotions';
import { phoneOrderQuoteRequestSchema } from '@buka/domain/phone-order-quote';
import { promotionQuoteRequestSchema } from '@buka/domain/promotion-quote';
import { languageParams, textParams } from '../../texts/texts.routes';
import { defaultSettings, pauseRequestSchema, settingsSchema } from '@buka/domain/settings';
import { eventsQuerySchema } from '../../events/events.routes';
import { orderParamsSchema } from '../../orders/orders.routes';
import { callbackQuerySchema } from '../../payments/payments.routes';
import { simulatorParamsSchema } from '../../payments/simulator.routes';
import { webhookParamsSchema } from '../../payments/webhooks.routes';
import { purposeQuerySchema } from '../../uploads/uploads.routes';
import type { FuzzEndpoint, FuzzWorld } from './endpoint';
import { hostileScalar } from './hostile';
import {
  validCashOrder as order,
  validFood as food,
  validPushSubscription,
} from '../../test/bodies';

const json = (schema: z.ZodType, known?: (world: FuzzWorld) => unknown[]) =>
  ({ kind: 'json', schema, ...(known ? { known } : {}) }) as const;
const none = { kind: 'none' } as const;
const address = { label: 'Home', address: '4 Fuzz Street', area: 'Samaru' };

const userIds = (w: FuzzWorld) => [w.a.id, w.b.id, w.disabled.id, w.admin.id, 2 ** 31].map(String);
const orderIds = (w: FuzzWorld) => [w.orderA, w.cashOrderA, w.orderB, 2 ** 31 - 1].map(String);

// The callback reads its query by hand (URLSearchParams); these are the names it reads.
const oidcCallbackQuery = z.object({
  state: z.string().optional(),
  code: z.string().optional(),
  error: z.string().optional(),
  iss: z.url().optional(),
});

/** The login-tying cookie: a real one from a started login, a made-up one, or junk. */
const oidcCookie = (w: FuzzWorld): fc.Arbitrary<Record<string, string>> =>
  fc
    .oneof(
      fc.constantFrom(...w.oidcLogins.map((login) => login.cookie)),
      fc.stringMatching(/^[A-Za-z0-9_-]{43}$/).map((key) => `buka_oidc=${key}`),
      hostileScalar.map((value) => `buka_oidc=${String(value)}`),
    )
    .chain((cookie) => fc.constantFrom<Record<string, string>>({ cookie }, {}));

const sign = (secret: string, payload: string | Buffer | undefined) =>
  createHmac('sha512', secret)
    .update(payload ?? '')
    .digest('hex');

export const fuzzEndpoints: FuzzEndpoint[] = [
  { route: 'GET /api/health', as: ['visitor'], body: none },
  { route: 'GET /api/products', as: ['visitor'], body: none },
  { route: 'GET /api/settings', as: ['visitor'], body: none },
  { route: 'GET /api/auth/providers', as: ['visitor'], body: none },
  { route: 'GET /api/notices/ways', as: ['visitor'], body: none },
  {
    route: 'POST /api/users/login/customer/signin',
    as: ['visitor'],
    body: json(signinRequestSchema, (w) => [
      { phoneNumber: w.a.phoneNumber, password: 'secret-pass' },
    ]),
  },
  {
    route: 'POST /api/users/login/customer/signup',
    as: ['visitor'],
    body: json(signupRequestSchema, (w) => [
      { name: 'Ada Obi', phoneNumber: w.a.phoneNumber, password: 'abc' },
    ]),
  },
  { route: 'POST /api/users/logout', as: ['customerB'], body: none },
  { route: 'GET /api/me', as: ['customerA'], body: none },
  { route: 'GET /api/orders/user/last-delivery', as: ['customerA'], body: none },
  {
    route: 'PATCH /api/me',
    as: ['customerA'],
    body: json(profileUpdateSchema, (w) => [{ name: 'Ada Obi' }, { photoURL: w.uploadA }]),
  },
  {
    route: 'PUT /api/me/language',
    as: ['customerA'],
    body: json(languageChoiceSchema, () => [{ language: 'pcm' }, { language: 'en' }]),
  },
  { route: 'GET /api/cart', as: ['customerA'], body: none },
  {
    route: 'POST /api/cart',
    as: ['customerA'],
    body: json(addToCartSchema, () => [
      { fid: 103 },
      { fid: 104 },
      { fid: '105' },
      // The sample menu's choices (seed.ts): Protein 1–4, Extras 5–8.
      { fid: 101, choiceIds: [2, 5], note: 'less pepper' },
    ]),
  },
  { route: 'DELETE /api/cart', as: ['customerA'], body: none },
  {
    route: 'PATCH /api/cart/:id',
    as: ['customerA'],
    params: cartLineParamsSchema,
    knownParams: (w) => [w.lineA, w.lineB].map(String),
    body: json(updateCartLineSchema, () => [{ qty: 2 }]),
  },
  {
    route: 'DELETE /api/cart/:id',
    as: ['customerA'],
    params: cartLineParamsSchema,
    knownParams: (w) => [w.lineA, w.lineB].map(String),
    body: none,
  },
  {
    route: 'POST /api/orders',
    as: ['customerA'],
    body: json(placeOrderSchema, () => [order, { ...order, paymentMethod: 'online' }]),
    headers: () =>
      fc.oneof(
        fc.constant({}),
        fc.uuid().map((key) => ({ 'idempotency-key': key })),
        hostileScalar.map((key) => ({
          'idempotency-key': String(key).replace(/[^\x20-\x7e]/g, ''),
        })),
      ),
  },
  {
    route: 'GET /api/orders/user/orders',
    as: ['customerA'],
    query: userOrdersQuerySchema,
    body: none,
  },
  {
    route: 'GET /api/orders/:id',
    as: ['customerA'],
    params: orderParamsSchema,
    knownParams: orderIds,
    body: none,
  },
  { route: 'GET /api/orders/slots', as: ['visitor'], body: none },
  {
    route: 'POST /api/orders/:id/cancel',
    as: ['customerA'],
    params: orderParamsSchema,
    knownParams: orderIds,
    body: none,
  },
  {
    route: 'POST /api/orders/:id/again',
    as: ['customerA'],
    params: orderParamsSchema,
    knownParams: orderIds,
    body: none,
  },
  { route: 'GET /api/addresses', as: ['customerA'], body: none },
  {
    route: 'POST /api/addresses',
    as: ['customerA'],
    body: json(savedAddressInputSchema, () => [address]),
  },
  {
    route: 'PUT /api/addresses/:id',
    as: ['customerA'],
    params: savedAddressParamsSchema,
    knownParams: (w) => [String(w.addressB)],
    body: json(savedAddressInputSchema, () => [address]),
  },
  {
    route: 'DELETE /api/addresses/:id',
    as: ['customerA'],
    params: savedAddressParamsSchema,
    knownParams: (w) => [String(w.addressB)],
    body: none,
  },
  {
    route: 'POST /api/payment/pay',
    as: ['customerA'],
    body: json(payRequestSchema, (w) => [{ orderId: w.orderA }, { orderId: w.orderB }]),
  },
  {
    route: 'GET /api/payment/callback',
    as: ['visitor'],
    query: callbackQuerySchema,
    knownQueries: (w): Record<string, string>[] => [
      { reference: w.referenceA },
      { trxref: w.referenceA, status: 'success' },
    ],
    body: none,
  },
  {
    route: 'POST /api/payment/webhook/:provider',
    as: ['visitor'],
    params: webhookParamsSchema,
    knownParams: () => ['paystack', 'flutterwave', 'simulator'],
    body: { kind: 'webhook' },
    app: 'providers',
    // Signed right (so the event is read), signed wrong, or not signed at all.
    finish: (request, w, choice) => {
      const headers = { ...request.headers };
      if (choice % 3 === 0)
        headers['x-paystack-signature'] = sign(w.paystackSecret, request.payload);
      if (choice % 3 === 1) headers['x-paystack-signature'] = sign('wrong', request.payload);
      if (choice % 4 === 0) headers['verif-hash'] = w.flutterwaveHash;
      if (choice % 4 === 1) headers['verif-hash'] = `${w.flutterwaveHash}x`;
      return { ...request, headers };
    },
  },
  {
    route: 'GET /api/payment/simulator/:reference',
    as: ['visitor'],
    params: simulatorParamsSchema,
    knownParams: (w) => [w.referenceA],
    body: none,
  },
  {
    route: 'POST /api/payment/simulator/:reference',
    as: ['visitor', 'customerA'],
    params: simulatorParamsSchema,
    knownParams: (w) => [w.referenceA],
    body: json(simulatorDecisionSchema, () => [{ outcome: 'failed', channel: 'bank' }]),
  },
  {
    route: 'GET /api/auth/oidc/start',
    as: ['visitor'],
    body: none,
    app: 'oidc',
    headers: oidcCookie,
  },
  {
    route: 'GET /api/auth/oidc/callback',
    as: ['visitor'],
    query: oidcCallbackQuery,
    knownQueries: (w) => w.oidcLogins.map((login) => ({ state: login.state, code: 'made-up' })),
    body: none,
    app: 'oidc',
    headers: oidcCookie,
  },
  {
    route: 'POST /api/auth/oidc/exchange',
    as: ['visitor'],
    body: json(oidcExchangeRequestSchema),
    app: 'oidc',
    headers: oidcCookie,
  },
  {
    route: 'GET /api/events',
    as: ['customerA', 'owner'],
    query: eventsQuerySchema,
    knownQueries: (w) => [
      { token: w.a.token },
      { token: w.admin.token },
      { token: w.disabled.token },
    ],
    body: none,
    stream: true,
  },
  {
    route: 'POST /api/uploads',
    as: ['customerA', 'owner'],
    query: purposeQuerySchema,
    body: { kind: 'multipart' },
  },
  {
    route: 'DELETE /api/uploads',
    as: ['customerA', 'customerB'],
    body: json(deleteUploadSchema, (w) => [{ url: w.uploadA }, { url: `http://x${w.uploadA}` }]),
  },
  {
    route: 'GET /uploads/*',
    as: ['visitor'],
    knownParams: (w) => [
      w.uploadA.slice('/uploads/'.length),
      w.uploadA.slice(9).replace('.', '-400.'),
    ],
    body: none,
  },
  // The staff area.
  { route: 'GET /api/admin/dashboard', as: ['owner'], body: none },
  { route: 'GET /api/admin/openapi.json', as: ['owner'], body: none },
  { route: 'GET /api/admin/orders', as: ['owner'], query: adminOrdersQuerySchema, body: none },
  { route: 'GET /api/admin/orders/later', as: ['owner'], body: none },
  {
    route: 'POST /api/admin/orders',
    as: ['owner'],
    body: json(placeOrderSchema, () => [
      { ...order, payment: 'cash' },
      { ...order, fulfilment: 'pickup', payment: 'transfer', overrideHours: true },
    ]),
  },
  {
    route: 'POST /api/admin/orders/quote',
    as: ['owner'],
    body: json(phoneOrderQuoteRequestSchema, () => [
      { code: 'FIRST500', products: [{ id: 101, qty: 1 }], phone: '08031234567' },
      { code: '', products: [{ id: 109, qty: 2 }], fulfilment: 'pickup', scheduledFor: null },
    ]),
  },
  {
    route: 'POST /api/admin/orders/:id/paid',
    as: ['owner'],
    params: idParamsSchema,
    knownParams: orderIds,
    body: none,
  },
  {
    route: 'POST /api/admin/orders/:id/unpaid',
    as: ['owner'],
    params: idParamsSchema,
    knownParams: orderIds,
    body: none,
  },
  {
    route: 'POST /api/orders/:id/whatsapp-stop',
    as: ['customerA'],
    params: idParamsSchema,
    knownParams: orderIds,
    body: none,
  },
  {
    route: 'POST /api/admin/orders/:id/whatsapp-read',
    as: ['owner'],
    params: idParamsSchema,
    knownParams: orderIds,
    body: none,
  },
  {
    route: 'GET /api/admin/orders/:id',
    as: ['owner'],
    params: idParamsSchema,
    knownParams: orderIds,
    body: none,
  },
  {
    route: 'GET /api/admin/orders/:id/history',
    as: ['owner', 'kitchen'],
    params: idParamsSchema,
    knownParams: orderIds,
    body: none,
  },
  {
    route: 'GET /api/admin/reports',
    as: ['owner'],
    query: reportQuerySchema,
    knownQueries: () => [{ from: '2025-06-01', to: '2025-06-30', by: 'week' }],
    body: none,
  },
  {
    route: 'GET /api/admin/reports/cash-up',
    as: ['owner'],
    query: reportQuerySchema,
    knownQueries: () => [{ from: '2025-06-04', to: '2025-06-04' }],
    body: none,
  },
  {
    route: 'GET /api/admin/reports/:table.csv',
    as: ['owner'],
    params: reportCsvParamsSchema,
    knownParams: () => [...reportCsvTables],
    query: reportQuerySchema,
    knownQueries: () => [{ from: '2025-06-01', to: '2025-06-30' }],
    body: none,
  },
  {
    route: 'GET /api/admin/drawer',
    as: ['cashier'],
    query: reportQuerySchema,
    knownQueries: () => [{ from: '2025-06-01', to: '2025-06-30' }],
    body: none,
  },
  {
    route: 'POST /api/admin/drawer/:date/close',
    as: ['cashier'],
    params: drawerDateParamsSchema,
    knownParams: () => ['2025-06-03', '2025-06-04', '2025-06-05'],
    body: json(drawerCloseSchema, () => [
      { cash: '12,500', transfers: 3000, note: 'Short of change' },
      { cash: 0 },
    ]),
  },
  {
    route: 'POST /api/admin/drawer/:date/reopen',
    as: ['manager'],
    params: drawerDateParamsSchema,
    knownParams: () => ['2025-06-03', '2025-06-04'],
    body: json(drawerReopenSchema, () => [{ reason: 'Recount' }]),
  },
  { route: 'GET /api/admin/day-summary', as: ['owner'], body: none },
  { route: 'GET /api/admin/day-summary/settings', as: ['owner'], body: none },
  {
    route: 'PUT /api/admin/day-summary/settings',
    as: ['owner'],
    body: json(daySummarySettingsSchema, () => [
      { enabled: true, phones: ['0803 123 4567', '+2349091234567'] },
      { enabled: false, phones: [] },
    ]),
  },
  {
    route: 'POST /api/admin/orders/:id/refunds',
    as: ['owner'],
    params: idParamsSchema,
    knownParams: orderIds,
    body: json(refundRequestSchema, () => [{ amount: 100, reason: 'Sorry' }]),
    headers: () =>
      fc.oneof(
        fc.constant({}),
        fc.uuid().map((key) => ({ 'idempotency-key': key })),
      ),
  },
  {
    route: 'PATCH /api/orders/:id/status',
    as: ['owner'],
    params: idParamsSchema,
    knownParams: orderIds,
    body: json(orderStatusUpdateSchema, () => [
      { status: '2', readyInMinutes: 30 },
      { status: '3' },
      { status: '-1', reason: 'Sold out' },
    ]),
  },
  { route: 'GET /api/push/key', as: ['visitor'], body: none },
  {
    route: 'POST /api/push/subscriptions',
    as: ['owner', 'customerB'],
    body: json(pushSubscribeSchema, (w) => [
      validPushSubscription(),
      { ...validPushSubscription(), orderId: w.orderB },
    ]),
  },
  {
    route: 'DELETE /api/push/subscriptions',
    as: ['customerB'],
    body: json(pushUnsubscribeSchema, (w) => [
      { endpoint: validPushSubscription().endpoint, orderId: w.orderB },
    ]),
  },
  {
    route: 'POST /api/push/test',
    as: ['owner'],
    body: json(pushTestSchema, () => [{ endpoint: validPushSubscription().endpoint }]),
  },
  { route: 'POST /api/products', as: ['owner'], body: json(foodInputSchema, () => [food]) },
  { route: 'GET /api/admin/menu.csv', as: ['owner'], body: none },
  {
    route: 'GET /api/admin/customers',
    as: ['owner'],
    query: customersQuerySchema,
    knownQueries: () => [{ search: 'ada', sort: 'spent', page: '2' }],
    body: none,
  },
  { route: 'GET /api/admin/customers.csv', as: ['owner'], body: none },
  { route: 'GET /api/admin/customer-notes', as: ['owner'], body: none },
  {
    route: 'PUT /api/admin/customers/:phone/note',
    as: ['owner'],
    params: customerPhoneParamsSchema,
    knownParams: () => ['08012345678', '+2348012345678'],
    body: json(customerNoteInputSchema, () => [{ note: 'Allergic to groundnut' }, { note: '' }]),
  },
  {
    route: 'POST /api/admin/menu-import',
    as: ['owner'],
    body: json(menuImportInputSchema, () => [
      { csv: 'name,category,price (NGN)\nTuwo,Rice,1500\n', write: false },
      { csv: 'name;category;price\n"Moi moi";Snacks;₦700\n', write: true },
    ]),
  },
  {
    route: 'PUT /api/products/:id',
    as: ['owner'],
    params: foodIdParamsSchema,
    knownParams: () => ['101', '102', '103'],
    body: json(foodInputSchema, () => [food]),
  },
  {
    route: 'DELETE /api/products/:id',
    as: ['owner'],
    params: foodIdParamsSchema,
    knownParams: () => ['108', '109', '110'],
    body: none,
  },
  // The shop's categories, on the starting ones (1–12).
  { route: 'GET /api/admin/products', as: ['owner'], body: none },
  { route: 'GET /api/admin/categories', as: ['owner'], body: none },
  {
    route: 'POST /api/admin/categories',
    as: ['owner'],
    body: json(categoryInputSchema, () => [{ name: 'Swallow' }, { name: ' Ẹ̀fọ́ ' }]),
  },
  {
    route: 'PATCH /api/admin/categories/:id',
    as: ['owner'],
    params: categoryIdParamsSchema,
    knownParams: () => ['1', '7', '12'],
    body: json(categoryChangeSchema, () => [{ name: 'Rice Dishes' }, { hidden: false }]),
  },
  {
    route: 'POST /api/admin/categories/:id/move',
    as: ['owner'],
    params: categoryIdParamsSchema,
    knownParams: () => ['1', '7', '12'],
    body: json(categoryMoveSchema, () => [{ direction: 'up' }, { direction: 'down' }]),
  },
  {
    route: 'DELETE /api/admin/categories/:id',
    as: ['owner'],
    params: categoryIdParamsSchema,
    knownParams: () => ['2', '4', '8'],
    query: categoryDeleteQuerySchema,
    knownQueries: () => [{ moveTo: '1' }, { moveTo: '7' }],
    body: none,
  },
  // Groups of choices, on the sample menu's groups 1–4 and choices 1–14.
  { route: 'GET /api/admin/option-groups', as: ['owner'], body: none },
  {
    route: 'POST /api/admin/option-groups',
    as: ['owner'],
    body: json(optionGroupInputSchema, () => [
      {
        name: 'Drink',
        max: 2,
        choices: [
          { name: 'Zobo', price: 500 },
          { name: 'Chapman', price: '900' },
        ],
      },
    ]),
  },
  {
    route: 'PUT /api/admin/option-groups/:id',
    as: ['owner'],
    params: idParamsSchema,
    knownParams: () => ['1', '2', '3'],
    body: json(optionGroupInputSchema, () => [
      { name: 'Protein', required: true, choices: [{ id: 1, name: 'Chicken', price: 1500 }] },
    ]),
  },
  {
    route: 'DELETE /api/admin/option-groups/:id',
    as: ['owner'],
    params: idParamsSchema,
    knownParams: () => ['2', '3', '4'],
    body: none,
  },
  {
    route: 'PUT /api/products/:id/option-groups',
    as: ['owner'],
    params: foodIdParamsSchema,
    knownParams: () => ['101', '104', '105'],
    body: json(dishGroupsInputSchema, () => [{ groupIds: [1, 2] }, { groupIds: [] }]),
  },
  {
    route: 'PUT /api/admin/option-choices/:id/unavailable',
    as: ['owner'],
    params: idParamsSchema,
    knownParams: () => ['1', '5', '9'],
    body: json(choiceUnavailableInputSchema, () => [{ unavailableToday: true }]),
  },
  {
    route: 'PUT /api/products/:id/sold-out',
    as: ['owner'],
    params: foodIdParamsSchema,
    knownParams: () => ['101', '104', '107'],
    body: json(soldOutInputSchema, () => [{ soldOutToday: true }, { soldOutToday: false }]),
  },
  { route: 'GET /api/users', as: ['owner'], query: usersQuerySchema, body: none },
  {
    route: 'POST /api/users/:id/disable',
    as: ['owner'],
    params: idParamsSchema,
    knownParams: userIds,
    body: none,
  },
  {
    route: 'POST /api/users/:id/enable',
    as: ['owner'],
    params: idParamsSchema,
    knownParams: userIds,
    body: none,
  },
  {
    route: 'PUT /api/users/:id/role',
    as: ['owner', 'manager'],
    params: idParamsSchema,
    knownParams: userIds,
    body: json(roleChangeSchema, () => [{ role: 'cashier' }, { role: 'customer' }]),
  },
  {
    route: 'DELETE /api/users/:id',
    as: ['owner'],
    params: idParamsSchema,
    knownParams: userIds,
    body: none,
  },
  { route: 'GET /api/admin/invites', as: ['owner', 'manager'], body: none },
  {
    route: 'POST /api/admin/invites',
    as: ['owner', 'manager'],
    body: json(inviteRequestSchema, () => [
      { name: 'New Nneka', phoneNumber: '08031112222', role: 'kitchen' },
      { name: 'New Nneka', phoneNumber: '08031112223', role: 'owner' },
    ]),
  },
  {
    route: 'POST /api/admin/invites/:id/resend',
    as: ['owner', 'manager'],
    params: idParamsSchema,
    knownParams: (w) => [String(w.invite), String(2 ** 31 - 1)],
    body: none,
  },
  {
    route: 'DELETE /api/admin/invites/:id',
    as: ['owner', 'manager'],
    params: idParamsSchema,
    knownParams: (w) => [String(w.invite), String(2 ** 31 - 1)],
    body: none,
  },
  {
    route: 'GET /api/invites/:token',
    as: ['visitor', 'customerA'],
    params: inviteTokenParamsSchema,
    knownParams: (w) => [w.inviteToken],
    body: none,
  },
  {
    route: 'POST /api/invites/:token/accept',
    as: ['visitor', 'customerA'],
    params: inviteTokenParamsSchema,
    knownParams: (w) => [w.inviteToken],
    body: json(inviteAcceptSchema, () => [{ password: 'kitchen-pass' }]),
  },
  { route: 'GET /api/admin/riders', as: ['owner', 'cashier'], body: none },
  {
    route: 'PUT /api/admin/orders/:id/rider',
    as: ['owner', 'cashier'],
    params: idParamsSchema,
    knownParams: (w) => [w.preparing, w.riderOrder, w.orderA].map(String),
    body: json(assignRiderSchema, (w) => [{ riderId: w.staff.rider.id }, { riderId: null }]),
  },
  { route: 'GET /api/admin/deliveries', as: ['rider'], body: none },
  {
    route: 'POST /api/admin/deliveries/:id/step',
    as: ['rider'],
    params: idParamsSchema,
    knownParams: (w) => [w.riderOrder, w.preparing].map(String),
    body: json(deliveryStepSchema, () => [
      { step: 'pickedUp' },
      { step: 'delivered' },
      { step: 'undelivered', reason: 'Gate locked' },
    ]),
  },
  {
    route: 'GET /api/admin/reports/rider-cash',
    as: ['owner', 'cashier'],
    query: reportQuerySchema,
    knownQueries: () => [{ from: '2025-06-04', to: '2025-06-04' }],
    body: none,
  },
  // The shop's own wording per language (docs/languages.md#the-shops-own-words).
  {
    route: 'GET /api/texts/:language',
    as: ['visitor'],
    params: languageParams,
    knownParams: () => ['ha', 'pcm', 'en'],
    body: none,
  },
  {
    route: 'GET /api/admin/texts/:language',
    as: ['owner'],
    params: languageParams,
    knownParams: () => ['ha', 'yo'],
    body: none,
  },
  {
    route: 'PUT /api/admin/texts/:language/:key',
    as: ['owner'],
    params: textParams,
    knownParams: () => ['ha', 'searchDishes', 'itemAlreadyInCart'],
    body: json(correctionRequestSchema, () => [
      { wording: 'Nemo abinci' },
      { wording: '{dish} {made-up}' },
    ]),
  },
  {
    route: 'DELETE /api/admin/texts/:language/:key',
    as: ['owner'],
    params: textParams,
    knownParams: () => ['ha', 'searchDishes'],
    body: none,
  },
  {
    route: 'PUT /api/admin/texts/:language/reviewed',
    as: ['owner'],
    params: languageParams,
    knownParams: () => ['ha', 'ig'],
    body: json(reviewedRequestSchema, () => [{ reviewed: true }, { reviewed: false }]),
  },
  // Promotions (docs/orders.md#promotions): codes and offers, and the checkout's quote.
  { route: 'GET /api/admin/promotions', as: ['owner', 'manager'], body: none },
  {
    route: 'POST /api/admin/promotions',
    as: ['owner', 'manager'],
    body: json(promotionInputSchema, () => [
      { kind: 'code', code: 'FIRST500', benefit: 'amount', amount: 500, firstOrderOnly: true },
      { kind: 'offer', name: 'Friday delivery', benefit: 'freeDelivery', minimum: 5000, days: [5] },
    ]),
  },
  {
    route: 'PUT /api/admin/promotions/:id',
    as: ['owner', 'manager'],
    params: promotionParamsSchema,
    knownParams: () => ['1', '2', String(2 ** 31 - 1)],
    body: json(promotionInputSchema, () => [
      { kind: 'code', code: 'TEN', benefit: 'percent', percent: 10, maxUses: 1 },
    ]),
  },
  {
    route: 'POST /api/admin/promotions/:id/end',
    as: ['owner', 'manager'],
    params: promotionParamsSchema,
    knownParams: () => ['1', '2', String(2 ** 31 - 1)],
    body: none,
  },
  {
    route: 'POST /api/promotions/quote',
    as: ['customerA'],
    body: json(promotionQuoteRequestSchema, () => [
      { code: 'FIRST500', products: [{ id: 101, qty: 1 }], fulfilment: 'delivery' },
      { code: '', products: [{ id: 102, qty: 2 }], fulfilment: 'pickup' },
    ]),
  },
  {
    route: 'PUT /api/settings',
    as: ['owner'],
    body: json(settingsSchema, () => [defaultSettings, { ...defaultSettings, paused: true }]),
  },
  {
    route: 'PUT /api/settings/pause',
    as: ['owner'],
    body: json(pauseRequestSchema, () => [{ paused: true, minutes: 15 }, { paused: false }]),
  },
];
