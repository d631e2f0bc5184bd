import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { messages } from '@buka/domain/messages';
import { buildApp } from '../app';
import { createEventBus } from '../events/create-event-bus';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';

// docs/team.md#removing-someone: removed from staff or given a lower role, a person is signed
// out at once, whichever server process their next call reaches.

describe.each(testDialects)('removing someone from staff on %s', (dialect) => {
  let t: TestApp;
  // A second server process on the same database, as in PostgreSQL mode with several.
  let other: FastifyInstance;
  let closeOther: () => Promise<void>;
  let owner: Awaited<ReturnType<typeof createTestUser>>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const events = await createEventBus(t.db);
    other = await buildApp({ ...t.deps, events });
    await other.ready();
    closeOther = async () => {
      await other.close();
      await events.close();
    };
    owner = await createTestUser(t.db, { role: 'owner', name: 'Shop Owner' });
  });
  afterAll(async () => {
    await closeOther();
    await t.close();
  });

  const changeRole = (id: number, role: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/${id}/role`,
      headers: bearer(owner),
      payload: { role },
    });

  it('ends every session of someone removed from staff: their next call, on any process, is a 401', async () => {
    const cashier = await createTestUser(t.db, { role: 'cashier', name: 'Chika Cashier' });
    const board = () =>
      other.inject({ method: 'GET', url: '/api/admin/orders', headers: bearer(cashier) });
    expect((await board()).statusCode).toBe(200);
    expect((await changeRole(cashier.id, 'customer')).statusCode).toBe(200);
    const after = await board();
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ message: messages.unauthorized });
    const me = await other.inject({ method: 'GET', url: '/api/me', headers: bearer(cashier) });
    expect(me.statusCode).toBe(401);
  });

  it('ends the sessions of someone given a lower role, and keeps those of someone given more', async () => {
    const manager = await createTestUser(t.db, { role: 'manager', name: 'Mary Manager' });
    const cook = await createTestUser(t.db, { role: 'kitchen', name: 'Kemi Kitchen' });
    expect((await changeRole(cook.id, 'cashier')).statusCode).toBe(200);
    const cookBoard = await other.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: bearer(cook),
    });
    expect(cookBoard.statusCode).toBe(200);
    expect((await changeRole(manager.id, 'cashier')).statusCode).toBe(200);
    const users = await other.inject({
      method: 'GET',
      url: '/api/users',
      headers: bearer(manager),
    });
    expect(users.statusCode).toBe(401);
  });

  it('keeps an owner who steps down signed in', async () => {
    const second = await createTestUser(t.db, { role: 'owner', name: 'Second Owner' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${second.id}/role`,
      headers: bearer(second),
      payload: { role: 'manager' },
    });
    expect(response.statusCode).toBe(200);
    const me = await other.inject({ method: 'GET', url: '/api/me', headers: bearer(second) });
    expect(me.json()).toMatchObject({ role: 'manager' });
  });
});
