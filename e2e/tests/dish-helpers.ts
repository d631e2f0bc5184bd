import { expect, type APIRequestContext } from '@playwright/test';
import type { AdminOptionGroup, OptionGroupInput } from '@buka/domain/dish-options';
import type { Food } from '@buka/domain/products';
import { adminToken, bearer } from '../fixtures';

// Dishes and their groups of choices, made by the tests that need them through staff's API.

/** A dish of the test's own; `token` is a staff session's, for a shop of its own (own-shop.ts). */
export async function createFood(
  request: APIRequestContext,
  name: string,
  price = 5000,
  token?: string,
): Promise<Food> {
  const response = await request.post('/api/products', {
    headers: bearer(token ?? (await adminToken(request))),
    data: {
      name,
      description: 'Made by a test',
      price,
      calories: '600',
      stock: 20,
      imageURL: '/dishes/chips.webp',
      categoryId: 11,
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as Food;
}

export async function createGroup(
  request: APIRequestContext,
  input: OptionGroupInput,
): Promise<AdminOptionGroup> {
  const response = await request.post('/api/admin/option-groups', {
    headers: bearer(await adminToken(request)),
    data: input,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as AdminOptionGroup;
}

export async function putGroupsOnDish(request: APIRequestContext, fid: number, groupIds: number[]) {
  const response = await request.put(`/api/products/${fid}/option-groups`, {
    headers: bearer(await adminToken(request)),
    data: { groupIds },
  });
  expect(response.status(), await response.text()).toBe(200);
}
