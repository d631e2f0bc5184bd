import { createECDH, randomBytes, randomUUID } from 'node:crypto';

// Valid request bodies that many tests send as they are or with one field changed.

/** POST or PUT /api/products as staff fill it in: a new dish on the menu. */
export const validFood = {
  name: 'Moi Moi',
  imageURL: '/dishes/waina.webp',
  calories: '300',
  categoryId: 11,
  price: '1500',
  stock: 5,
};

/** POST /api/orders: one plate of the first sample dish, cash on delivery to a known area. */
export const validCashOrder = {
  name: 'Ada Obi',
  phone: '08012345678',
  address: '12 Market Road',
  area: 'Samaru',
  paymentMethod: 'cash',
  products: [{ id: 101, qty: 1 }],
};

/**
 * POST /api/push/subscriptions: what a browser's PushSubscription.toJSON() gives, with real
 * keys. Its push service is nobody (port 9 on this machine), so a push to it fails at once.
 */
export function validPushSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `http://127.0.0.1:9/push/${randomUUID()}`,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}
