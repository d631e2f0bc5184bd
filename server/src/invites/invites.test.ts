import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import { inviteLinkSchema, staffInvitesSchema } from '@buka/domain/staff-invites';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';

// docs/team.md#inviting-someone, on both databases.

let phones = 0;
const newPhone = () =>
  `0815${String(process.pid % 1000).padStart(3, '0')}${String(++phones).padStart(4, '0')}`;

describe.each(testDialects)('inviting staff by phone on %s', (dialect) => {
  let t: TestApp;
  let clock = Date.now();
  let owner: Awaited<ReturnType<typeof createTestUser>>;
  let manager: Awaited<ReturnType<typeof createTestUser>>;

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => new Date(clock) });
    owner = await createTestUser(t.db, { role: 'owner', name: 'Shop Owner' });
    manager = await createTestUser(t.db, { role: 'manager', name: 'Mary Manager' });
  });
  afterAll(() => t.close());

  async function invite(
    by: { token: string },
    body: { name: string; phoneNumber: string; role: string },
  ) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invites',
      headers: bearer(by),
      payload: body,
    });
    return response;
  }
  const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);
  const accept = (token: string, password = 'new-pass') =>
    t.app.inject({
      method: 'POST',
      url: `/api/invites/${token}/accept`,
      payload: { password },
    });

  it('lets a new person set a password from the link and sign in as the role given', async () => {
    const phone = newPhone();
    const created = await invite(owner, {
      name: 'Chika Cashier',
      phoneNumber: phone,
      role: 'cashier',
    });
    expect(created.statusCode).toBe(201);
    const { link, invite: listed, sentBy } = inviteLinkSchema.parse(created.json());
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:3000\/invite\/[A-Za-z0-9_-]{43}$/);
    expect(listed).toMatchObject({ name: 'Chika Cashier', role: 'cashier', state: 'pending' });
    // Tests send texts to the log only: the page shows the link to send.
    expect(sentBy).toBe('none');
    // Only the hash is kept.
    const stored = await t.db.kysely.selectFrom('staffInvites').select('tokenHash').execute();
    expect(stored.map((row) => row.tokenHash)).not.toContain(tokenOf(link));

    const preview = await t.app.inject({ method: 'GET', url: `/api/invites/${tokenOf(link)}` });
    expect(preview.json()).toMatchObject({
      name: 'Chika Cashier',
      role: 'cashier',
      hasAccount: false,
    });

    const accepted = await accept(tokenOf(link));
    expect(accepted.statusCode).toBe(201);
    const user = accepted.json<{ token: string; role: string; phoneNumber: string }>();
    expect(user).toMatchObject({ role: 'cashier', phoneNumber: phone, name: 'Chika Cashier' });
    // Signed in at once, with the cashier's rights and not a manager's.
    const board = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: bearer(user),
    });
    expect(board.statusCode).toBe(200);
    const users = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(user) });
    expect(users.statusCode).toBe(403);
    // And the password works at the login.
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/users/login/customer/signin',
      payload: { phoneNumber: phone, password: 'new-pass' },
    });
    expect(signin.json()).toMatchObject({ role: 'cashier' });
  });

  it('refuses a link used once, in words', async () => {
    const created = await invite(owner, {
      name: 'Kemi Kitchen',
      phoneNumber: newPhone(),
      role: 'kitchen',
    });
    const token = tokenOf(inviteLinkSchema.parse(created.json()).link);
    expect((await accept(token)).statusCode).toBe(201);
    const again = await accept(token, 'other-pass');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ message: messages.inviteUsed });
    const preview = await t.app.inject({ method: 'GET', url: `/api/invites/${token}` });
    expect(preview.json()).toMatchObject({ message: messages.inviteUsed });
  });

  it('refuses an expired link, and a new link works for 72 hours more', async () => {
    const created = await invite(owner, {
      name: 'Rita Rider',
      phoneNumber: newPhone(),
      role: 'rider',
    });
    const { link, invite: first } = inviteLinkSchema.parse(created.json());
    clock += 73 * 60 * 60 * 1000;
    const late = await accept(tokenOf(link));
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ message: messages.inviteExpired });
    const list = staffInvitesSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/admin/invites', headers: bearer(owner) })
      ).json(),
    );
    expect(list.invites.find((row) => row.id === first.id)?.state).toBe('expired');

    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invites/${first.id}/resend`,
      headers: bearer(owner),
    });
    expect(resent.statusCode).toBe(200);
    const fresh = inviteLinkSchema.parse(resent.json());
    // The old link is void, the new one opens.
    expect((await accept(tokenOf(link))).json()).toMatchObject({
      message: messages.inviteNotFound,
    });
    expect((await accept(tokenOf(fresh.link))).statusCode).toBe(201);
  });

  it('refuses a cancelled invite, and a new invite to the same phone voids the old link', async () => {
    const phone = newPhone();
    const first = inviteLinkSchema.parse(
      (await invite(owner, { name: 'Tunde Two', phoneNumber: phone, role: 'kitchen' })).json(),
    );
    const second = inviteLinkSchema.parse(
      (await invite(owner, { name: 'Tunde Two', phoneNumber: phone, role: 'cashier' })).json(),
    );
    expect((await accept(tokenOf(first.link))).json()).toMatchObject({
      message: messages.inviteCanceled,
    });
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/invites/${second.invite.id}`,
      headers: bearer(owner),
    });
    expect(cancel.statusCode).toBe(204);
    const refused = await accept(tokenOf(second.link));
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({ message: messages.inviteCanceled });
    const list = staffInvitesSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/admin/invites', headers: bearer(owner) })
      ).json(),
    );
    expect(list.invites.some((row) => row.phoneNumber === phone)).toBe(false);
  });

  it('turns a customer account on the phone into staff, keeping its orders, and signs out its old sessions', async () => {
    const customer = await createTestUser(t.db, { name: 'Bisi Buyer', phone: newPhone() });
    const created = await invite(manager, {
      name: 'Bisi Buyer',
      phoneNumber: customer.phoneNumber!,
      role: 'rider',
    });
    expect(created.statusCode).toBe(201);
    const token = tokenOf(inviteLinkSchema.parse(created.json()).link);
    const preview = await t.app.inject({ method: 'GET', url: `/api/invites/${token}` });
    expect(preview.json()).toMatchObject({ hasAccount: true });
    const accepted = await accept(token, 'rider-pass');
    expect(accepted.json()).toMatchObject({ uid: String(customer.id), role: 'rider' });
    const old = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(customer) });
    expect(old.statusCode).toBe(401);
  });

  it('leaves owners and managers to the owner, and staff to the Users page', async () => {
    const byManager = await invite(manager, {
      name: 'Nkem New',
      phoneNumber: newPhone(),
      role: 'manager',
    });
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json()).toMatchObject({ message: messages.inviteOwnerRoles });
    const staffPhone = await invite(owner, {
      name: 'Mary Manager',
      phoneNumber: manager.phoneNumber!,
      role: 'cashier',
    });
    expect(staffPhone.statusCode).toBe(409);
    expect(staffPhone.json()).toMatchObject({ message: messages.inviteAlreadyStaff });
    const badPhone = await invite(owner, { name: 'Nkem New', phoneNumber: '123', role: 'cashier' });
    expect(badPhone.statusCode).toBe(422);
    expect(badPhone.json()).toMatchObject({ message: messages.phoneInvalid });
  });

  it('answers a made-up link and a too-short password in words', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `/api/invites/${'x'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: messages.inviteNotFound });
    const garbage = await t.app.inject({ method: 'GET', url: '/api/invites/%3Cscript%3E' });
    expect(garbage.statusCode).toBe(404);
    const created = await invite(owner, {
      name: 'Ola Short',
      phoneNumber: newPhone(),
      role: 'kitchen',
    });
    const token = tokenOf(inviteLinkSchema.parse(created.json()).link);
    const short = await accept(token, 'ab');
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ message: messages.newPasswordInvalid });
    // Nothing was used up.
    expect((await accept(token)).statusCode).toBe(201);
  });
});
