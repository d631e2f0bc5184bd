// A busy small restaurant's year, made up deterministically (the same seed gives the same
// year): customers, orders through the day with lunch and dinner peaks, their lines, the
// payments that paid them and the refunds of canceled paid ones. Rows are plain arrays in the
// database's column order, so both dialects' loaders take them as they are.

export interface YearSize {
  orders: number;
  customers: number;
}

export const FULL_YEAR: YearSize = { orders: 300_000, customers: 30_000 };

/** mulberry32: small, fast and good enough to spread made-up orders. */
export function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
const LAGOS_OFFSET = HOUR;

const first = [
  'Amina',
  'Chinedu',
  'Ngozi',
  'Tunde',
  'Bola',
  'Emeka',
  'Halima',
  'Ifeoma',
  'Musa',
  'Sade',
  'Yusuf',
  'Kemi',
  'Obinna',
  'Zainab',
  'Femi',
  'Aisha',
];
const last = [
  'Bello',
  'Okafor',
  'Adeyemi',
  'Ibrahim',
  'Eze',
  'Balogun',
  'Usman',
  'Nwosu',
  'Abubakar',
  'Ogunleye',
  'Danjuma',
  'Okeke',
];
const areas = ['Samaru', 'Danmagaji', 'Inside Zaria', 'Tudun Wada', 'PZ', 'Sabon Gari'];
const streets = ['Market Road', 'Gado Nasko Road', 'Zaria Road', 'Station Road', 'Hospital Road'];

/** Lunch and dinner rush, quiet mornings: an hour of the Lagos day, weighted. */
const hourWeights = [
  0, 0, 0, 0, 0, 0, 0, 0.2, 0.5, 1, 1.5, 3, 5, 5, 3, 2, 2, 3, 5, 6, 4, 2, 1, 0.3,
];
const hourTotal = hourWeights.reduce((a, b) => a + b, 0);

function pickHour(random: () => number): number {
  let point = random() * hourTotal;
  for (const [hour, weight] of hourWeights.entries()) {
    point -= weight;
    if (point <= 0) return hour;
  }
  return 12;
}

export interface Dish {
  id: number;
  name: string;
  priceKobo: number;
}

export interface YearRows {
  users: unknown[][];
  orders: unknown[][];
  orderItems: unknown[][];
  payments: unknown[][];
  refunds: unknown[][];
}

// Column orders: what the loaders insert, in this order.
export const columns = {
  users: ['id', 'name', 'phone', 'password_hash', 'role', 'provider', 'created_at'],
  orders: [
    'id',
    'user_id',
    'status',
    'payment_method',
    'is_paid',
    'total_kobo',
    'delivery_fee_kobo',
    'client_name',
    'client_phone',
    'client_address',
    'area',
    'created_at',
    'updated_at',
    'paid_at',
    'cancel_reason',
    'refunded_kobo',
  ],
  orderItems: ['id', 'order_id', 'food_id', 'name', 'price_kobo', 'quantity'],
  payments: [
    'id',
    'order_id',
    'provider',
    'reference',
    'amount_kobo',
    'status',
    'created_at',
    'updated_at',
    'refunded_kobo',
  ],
  refunds: [
    'id',
    'order_id',
    'payment_id',
    'provider',
    'amount_kobo',
    'reason',
    'status',
    'provider_reference',
    'request_key',
    'request_hash',
    'created_at',
    'updated_at',
    'processed_at',
  ],
} as const;

/**
 * The year before `now`, in time order (ids grow with time, as real orders' do). Ids start
 * after `firstIds` (what the shop already holds: the admin, the sample menu's orders if any).
 */
export function makeYear(options: {
  size: YearSize;
  now: number;
  dishes: Dish[];
  passwordHash: string;
  firstIds: { user: number; order: number; orderItem: number; payment: number; refund: number };
  seed?: number;
}): YearRows {
  const { size, now, dishes, passwordHash, firstIds } = options;
  const random = randomFrom(options.seed ?? 18);
  const int = (below: number) => Math.floor(random() * below);
  const rows: YearRows = { users: [], orders: [], orderItems: [], payments: [], refunds: [] };
  const start = now - 365 * DAY;

  const customers: { id: number; name: string; phone: string }[] = [];
  for (let i = 0; i < size.customers; i++) {
    const id = firstIds.user + 1 + i;
    const name = `${first[int(first.length)]} ${last[int(last.length)]}`;
    const phone = `081${String(10_000_000 + i).slice(-8)}`;
    customers.push({ id, name, phone });
    rows.users.push([id, name, phone, passwordHash, 'customer', 'phone', start - int(90) * DAY]);
  }

  // Times first, sorted, so ids follow time. Weekends are busier.
  const times: number[] = [];
  const firstLagosMidnight = Math.ceil((start + LAGOS_OFFSET) / DAY) * DAY - LAGOS_OFFSET;
  const days = 365;
  const perDay = size.orders / days;
  for (let d = 0; d < days && times.length < size.orders; d++) {
    const midnight = firstLagosMidnight + d * DAY;
    const weekday = new Date(midnight + LAGOS_OFFSET).getUTCDay();
    const wanted = Math.round(perDay * (weekday === 0 || weekday === 6 ? 1.25 : 0.9));
    for (let n = 0; n < wanted; n++) {
      const at = midnight + pickHour(random) * HOUR + int(HOUR);
      if (at < now) times.push(at);
    }
  }
  while (times.length < size.orders) times.push(now - int(12 * HOUR) - HOUR);
  times.length = size.orders;
  times.sort((a, b) => a - b);

  let itemId = firstIds.orderItem;
  let paymentId = firstIds.payment;
  let refundId = firstIds.refund;
  for (const [index, createdAt] of times.entries()) {
    const id = firstIds.order + 1 + index;
    const customer = customers[int(customers.length)]!;
    const online = random() < 0.6;
    const fresh = now - createdAt < 2 * HOUR;
    const canceled = !fresh && random() < 0.05;
    const status = fresh ? ['0', '2', '3'][int(3)]! : canceled ? '-1' : '1';

    let total = 0;
    const lineCount = [1, 2, 2, 3, 3, 3, 4, 4, 2, 1][int(10)]!;
    const chosen = new Set<number>();
    while (chosen.size < lineCount) chosen.add(int(dishes.length));
    for (const index of chosen) {
      const dish = dishes[index]!;
      const quantity = random() < 0.8 ? 1 : 2;
      total += dish.priceKobo * quantity;
      rows.orderItems.push([++itemId, id, dish.id, dish.name, dish.priceKobo, quantity]);
    }

    const paidOnline = online && (status === '1' || (canceled && random() < 0.5) || fresh);
    const paidCash = !online && status === '1' && random() < 0.97;
    const paidAt = paidOnline || paidCash ? createdAt + (10 + int(50)) * 60_000 : null;
    const refunded = paidOnline && canceled && random() < 0.9 ? total : 0;
    rows.orders.push([
      id,
      customer.id,
      status,
      online ? 'online' : 'cash',
      paidAt === null ? 0 : 1,
      total,
      0,
      customer.name,
      customer.phone,
      `${1 + int(80)} ${streets[int(streets.length)]}`,
      areas[int(areas.length)],
      createdAt,
      createdAt + HOUR,
      paidAt,
      canceled ? 'We ran out of it' : null,
      refunded,
    ]);
    if (paidOnline) {
      const payment = ++paymentId;
      rows.payments.push([
        payment,
        id,
        'simulator',
        `buka-${id}-${(index * 2_654_435_761).toString(16).padStart(8, '0')}`,
        total,
        'success',
        createdAt + 60_000,
        paidAt,
        refunded,
      ]);
      if (refunded > 0) {
        const at = createdAt + 2 * HOUR;
        rows.refunds.push([
          ++refundId,
          id,
          payment,
          'simulator',
          refunded,
          'We ran out of it',
          'processed',
          `sim-refund-${refundId}`,
          `bench-${refundId}`,
          'bench',
          at,
          at,
          at,
        ]);
      }
    }
  }
  return rows;
}
