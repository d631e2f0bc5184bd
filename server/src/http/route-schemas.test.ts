import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createTestApp,
  createTestUser,
  bearer,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { installErrorHandler } from './errors';
import { installRouteSchemas } from './route-schemas';

describe('a route without a schema', () => {
  it('keeps the app from starting, naming each such route', async () => {
    const app = Fastify({ logger: false });
    installRouteSchemas(app);
    app.get('/api/described', { schema: {} }, async () => ({}));
    app.get('/api/undescribed', async () => ({}));
    app.delete('/api/things/:id', { schema: {} }, async () => ({}));
    await expect(app.ready()).rejects.toThrow(
      'Routes must declare their schema:\n' +
        '  GET /api/undescribed: no schema\n' +
        '  HEAD /api/undescribed: no schema\n' +
        '  DELETE /api/things/:id: path parameters without a schema',
    );
  });
});

describe('a route with a schema', () => {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  installErrorHandler(app);
  installRouteSchemas(app);
  app.post(
    '/api/things/:id',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({ name: z.string().min(3, 'Name is too short'), qty: z.number() }),
      },
      config: { invalid: { params: { status: 404, message: 'No such thing' } } },
    },
    async (request) => ({ id: request.params.id, name: request.body.name }),
  );
  afterAll(() => app.close());
  const post = (url: string, payload?: Record<string, unknown>) =>
    payload ? app.inject({ method: 'POST', url, payload }) : app.inject({ method: 'POST', url });

  it('hands the handler the parsed input', async () => {
    const response = await post('/api/things/7', { name: 'Ada', qty: 1, extra: true });
    expect(response.json()).toEqual({ id: 7, name: 'Ada' });
  });

  it("answers a failed part with the route's status and words", async () => {
    const response = await post('/api/things/abc', { name: 'Ada', qty: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such thing' });
  });

  it("keeps a schema's own words, and gives zod's wording the default words with 422", async () => {
    const short = await post('/api/things/7', { name: 'A', qty: 1 });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({ message: 'Name is too short' });
    const wrongType = await post('/api/things/7', { name: 'Ada', qty: 'one' });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json()).toEqual({ message: 'Some fields are not valid' });
  });

  it('reads a missing body as an empty one, never a 500', async () => {
    const response = await post('/api/things/7');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'Some fields are not valid' });
  });
});

describe('answers in the tests', () => {
  const thing = z.object({ id: z.number(), name: z.string(), tags: z.array(z.string()) });
  function appAnswering(answer: unknown, checkAnswers: boolean) {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    installErrorHandler(app);
    installRouteSchemas(app, { checkAnswers });
    app.get('/api/thing', { schema: { response: { 200: thing } } }, async () => answer as never);
    return app;
  }
  const answered = async (answer: unknown, checkAnswers = true) => {
    const app = appAnswering(answer, checkAnswers);
    try {
      return await app.inject({ url: '/api/thing' });
    } finally {
      await app.close();
    }
  };

  it('pass as they are when they match the schema', async () => {
    const response = await answered({ name: 'Jollof', tags: [], id: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"name":"Jollof","tags":[],"id":1}');
  });

  it('fail their request when a field is missing or of another type', async () => {
    expect((await answered({ id: 1, name: 'Jollof' })).statusCode).toBe(500);
    expect((await answered({ id: '1', name: 'Jollof', tags: [] })).statusCode).toBe(500);
  });

  it('fail when the schema would read them otherwise: a field it does not know', async () => {
    expect((await answered({ id: 1, name: 'Jollof', tags: [], extra: true })).statusCode).toBe(500);
  });

  it('are written unchecked in the shop itself', async () => {
    const response = await answered({ id: 1, name: 'Jollof' }, false);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 1, name: 'Jollof' });
  });
});

describe.each(testDialects)('the API description on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('is drawn from the schemas, for staff only', async () => {
    const customer = await createTestUser(t.db);
    const admin = await createTestUser(t.db, { role: 'owner' });
    const url = '/api/admin/openapi.json';
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: bearer(customer) })).statusCode).toBe(403);
    const response = await t.app.inject({ url, headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    const description = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown[] }>>;
    };
    expect(description.openapi).toMatch(/^3\./);
    expect(description.paths['/api/orders']?.post?.requestBody).toBeDefined();
    expect(description.paths['/api/products/{id}']?.put?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id' })]),
    );
    // Hidden routes stay out: the description's own address is not a call of the shop.
    expect(description.paths['/api/admin/openapi.json']).toBeUndefined();
    expect(description.paths['/api/health']?.get).toBeDefined();
  });
});
