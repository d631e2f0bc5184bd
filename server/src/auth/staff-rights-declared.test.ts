import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import { installErrorHandler } from '../http/errors';
import { installStaffRights, requireStaff } from './auth.plugin';

// Every staff route names its right (docs/decisions/0012-staff-rights.md).
describe('a staff route without a right', () => {
  it('keeps the app from starting, naming each such route', async () => {
    const app = Fastify({ logger: false });
    installStaffRights(app);
    app.get(
      '/api/admin/counted',
      { schema: {}, config: { right: 'cash.count' } },
      async () => ({}),
    );
    app.get('/api/admin/forgotten', { schema: {} }, async () => ({}));
    app.get('/api/menu-for-all', { schema: {} }, async () => ({}));
    await expect(app.ready()).rejects.toThrow(
      'Staff routes must declare their right:\n' +
        '  GET /api/admin/forgotten: a staff route without a right\n' +
        '  HEAD /api/admin/forgotten: a staff route without a right',
    );
  });
});

describe('a route that declares its right', () => {
  it('checks it before the handler and before its own steps, for every caller', async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const role = request.headers['x-role'];
      if (typeof role === 'string') request.user = { id: 1, role } as never;
    });
    installStaffRights(app);
    const ran: string[] = [];
    app.post(
      '/api/admin/refund',
      {
        schema: {},
        config: { right: 'money.refund' },
        preValidation: async () => {
          ran.push('own step');
        },
      },
      async (request) => {
        ran.push(`handler for ${requireStaff(request).role}`);
        return { ok: true };
      },
    );
    const call = (role?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/refund',
        headers: role ? { 'x-role': role } : {},
      });
    expect((await call()).statusCode).toBe(401);
    const kitchen = await call('kitchen');
    expect(kitchen.statusCode).toBe(403);
    expect(kitchen.json()).toEqual({ message: messages.forbidden });
    expect(ran).toEqual([]);
    expect((await call('manager')).statusCode).toBe(200);
    expect(ran).toEqual(['own step', 'handler for manager']);
    await app.close();
  });
});
