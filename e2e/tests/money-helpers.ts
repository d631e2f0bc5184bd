import { expect, type APIRequestContext } from '@playwright/test';
import { adminToken, bearer, registerCustomer, type TestCustomer } from '../fixtures';

// Orders with money on them, made through the API as the app makes them.

/** A customer's online order of the given dishes, paid through the payment simulator. */
export async function paidOnlineOrder(
  request: APIRequestContext,
  products: { id: number; qty: number }[] = [{ id: 101, qty: 1 }],
  customer?: TestCustomer,
): Promise<{ customer: TestCustomer; orderId: number; total: number }> {
  const buyer = customer ?? (await registerCustomer(request, { name: 'Ngozi Eze' }));
  const placed = await request.post('/api/orders', {
    headers: bearer(buyer.session.token),
    data: {
      name: buyer.name,
      phone: buyer.phone,
      address: '4 Gado Nasko Road, Kubwa',
      area: 'Samaru',
      products,
      paymentMethod: 'online',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { id: orderId, total } = (await placed.json()) as { id: number; total: number };
  const pay = await request.post('/api/payment/pay', {
    headers: bearer(buyer.session.token),
    data: { orderId },
  });
  expect(pay.status(), await pay.text()).toBe(200);
  const reference = ((await pay.json()) as { data: string }).data.split('/').at(-1) ?? '';
  const decided = await request.post(`/api/payment/simulator/${reference}`, {
    headers: bearer(buyer.session.token),
    data: { outcome: 'success', channel: 'bank' },
  });
  expect(((await decided.json()) as { redirect: string }).redirect).toBe('/payment/success');
  return { customer: buyer, orderId, total };
}

/** Staff cancel an order, saying why (the customer sees the reason). */
export async function cancelAsStaff(request: APIRequestContext, orderId: number, reason: string) {
  const response = await request.patch(`/api/orders/${orderId}/status`, {
    headers: bearer(await adminToken(request)),
    data: { status: '-1', reason },
  });
  expect(response.status(), await response.text()).toBe(200);
}
