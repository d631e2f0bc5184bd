import { expect, type APIRequestContext } from '@playwright/test';
import type { SessionUser } from '@buka/domain/auth';
import { adminToken, bearer, uniquePhone } from '../fixtures';

/** Invites through the API as the owner and joins through the API: the new member's session. */
export async function joinAs(
  request: APIRequestContext,
  name: string,
  role: string,
  phoneNumber = uniquePhone(),
): Promise<SessionUser & { phoneNumber: string }> {
  const invited = await request.post('/api/admin/invites', {
    headers: bearer(await adminToken(request)),
    data: { name, phoneNumber, role },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const { link } = (await invited.json()) as { link: string };
  const token = link.slice(link.lastIndexOf('/') + 1);
  const joined = await request.post(`/api/invites/${token}/accept`, {
    data: { password: 'rider-pass' },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  return { ...((await joined.json()) as SessionUser), phoneNumber };
}

/** A person's name of letters only, kept apart from other runs by the time spelt in letters. */
export function uniqueName(first: string): string {
  return `${first} ${Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
}
