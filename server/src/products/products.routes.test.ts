import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsResponseSchema } from '@buka/domain/products';
import { createTestApp, testDialects, type TestApp } from '../test/test-app';

describe.each(testDialects)('GET /api/products on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it("answers { products } with the spec's sample menu", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(response.statusCode).toBe(200);
    const { products } = productsResponseSchema.parse(response.json());
    expect(products.map((food) => food.id)).toEqual([
      101, 102, 103, 104, 105, 106, 107, 108, 109, 110,
    ]);
    const jollof = products[0]!;
    expect(jollof).toMatchObject({
      name: 'Jollof Rice',
      price: '5000',
      category: { name: 'Rice' },
    });
    expect(products.find((food) => food.id === 110)).toMatchObject({
      name: 'Goat Meat Pepper Soup',
      price: '8000',
    });
    for (const food of products) {
      expect(food.stock).toBeGreaterThanOrEqual(5);
      expect(food.stock).toBeLessThanOrEqual(20);
      expect(food.imageURL).toMatch(/^\/dishes\/.+\.webp$/);
    }
  });

  it('answers unknown API paths with 404 and a message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});
