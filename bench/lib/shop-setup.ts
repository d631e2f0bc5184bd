import { randomUUID } from 'node:crypto';
import { call, type Customer } from './api';

/** One cash order of Jollof Rice, so the customer's orders page has something to show. */
export async function placeCashOrder(baseUrl: string, customer: Customer): Promise<void> {
  const { status } = await call(baseUrl, 'POST', '/api/orders', {
    token: customer.token,
    headers: { 'idempotency-key': randomUUID() },
    body: {
      name: 'Bench Customer',
      phone: '08070000001',
      address: '1 Bench Street, Kubwa',
      area: 'Samaru',
      userId: customer.uid,
      total: 0,
      clientId: customer.uid,
      products: [{ id: 101, qty: 1 }],
      paymentMethod: 'cash',
      delivery: true,
    },
  });
  if (status !== 201) throw new Error(`placing an order answered ${status}`);
}
