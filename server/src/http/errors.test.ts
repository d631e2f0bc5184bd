import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '@buka/domain/messages';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { HttpError, installErrorHandler } from './errors';
import { parseInput } from './validate';

const SIGNIN = '/api/users/login/customer/signin';

/** Every error answer is JSON `{ message }` in words a person can read, never a stack. */
function expectClearError(response: { statusCode: number; body: string }, status: number) {
  expect(response.statusCode).toBe(status);
  const body = JSON.parse(response.body) as { message?: unknown };
  expect(body.message).toEqual(expect.any(String));
  expect(body.message).not.toBe('');
  expect(response.body).not.toMatch(/ at .+:\d+:\d+|node_modules|stack/);
}

describe.each(testDialects)('bad requests on %s', (dialect) => {
  let t: TestApp;
  let token: { token: string };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await createTestUser(t.db);
  });
  afterAll(() => t.close());

  const send = (options: {
    url?: string;
    method?: 'POST' | 'PATCH';
    type?: string;
    body: string;
  }) =>
    t.app.inject({
      method: options.method ?? 'POST',
      url: options.url ?? SIGNIN,
      headers: { 'content-type': options.type ?? 'application/json', ...bearer(token) },
      payload: options.body,
    });

  it('answers invalid JSON with 400', async () => {
    const response = await send({ body: '{"phoneNumber": "0801' });
    expectClearError(response, 400);
    expect(response.json().message).toBe('The request body is not valid JSON');
  });

  it('answers an empty JSON body with 400', async () => {
    expectClearError(await send({ body: '' }), 400);
  });

  it('answers a content type it does not take with 415', async () => {
    const response = await send({ type: 'application/xml', body: '<phone>0801</phone>' });
    expectClearError(response, 415);
    expect(response.json().message).toBe('This content type is not accepted here');
  });

  it('answers a JSON charset it does not take with a 4xx', async () => {
    const response = await send({ type: 'application/json; charset=latin1', body: '{}' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('answers plain text where JSON is expected with 422', async () => {
    const response = await send({ type: 'text/plain', body: 'phone=08012345678' });
    expectClearError(response, 422);
    expect(response.json().message).toBe(messages.loginBadInputs);
  });

  it.each([
    ['an array', '[{"phoneNumber":"08012345678","password":"abc"}]'],
    ['a string', '"08012345678"'],
    ['a number', '42'],
    ['null', 'null'],
    ['true', 'true'],
  ])('answers a JSON body that is %s with 422 on sign-in', async (_label, body) => {
    const response = await send({ body });
    expectClearError(response, 422);
    expect(response.json().message).toBe(messages.loginBadInputs);
  });

  it.each([
    ['an array', '[]'],
    ['a string', '"Ada"'],
  ])('answers a JSON body that is %s with 4xx on PATCH /api/me', async (_label, body) => {
    const response = await send({ method: 'PATCH', url: '/api/me', body });
    expectClearError(response, 422);
  });

  it('refuses a body with a prototype-polluting key', async () => {
    const response = await send({
      body: '{"phoneNumber":"08012345678","password":"abc","__proto__":{"role":"admin"}}',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('answers a body over 64 KB with 413', async () => {
    const body = JSON.stringify({ phoneNumber: '08012345678', password: 'x'.repeat(65 * 1024) });
    const response = await send({ body });
    expectClearError(response, 413);
    expect(response.json().message).toBe('The request is too large');
  });

  it('takes a body just under 64 KB (and refuses its long password in words)', async () => {
    const body = JSON.stringify({ phoneNumber: '08012345678', password: 'x'.repeat(60 * 1024) });
    expectClearError(await send({ body }), 422);
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/nothing-here'],
    ['GET', '/api/users/login/customer/signin'],
    ['DELETE', '/api/me'],
    ['GET', '/api/'],
    ['GET', '/api/me/../../etc/passwd'],
  ] as const)('answers %s %s with 404 JSON', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expectClearError(response, 404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ message: messages.notFound });
  });
});

describe('the error handler', () => {
  const app = Fastify({ logger: false });
  installErrorHandler(app);
  app.get('/boom', async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2');
  });
  app.get('/teapot', async () => {
    throw new HttpError(409, 'Item already in cart', 'in_cart');
  });
  app.get('/query', async (request) =>
    parseInput(z.object({ page: z.coerce.number() }), request.query),
  );
  afterAll(() => app.close());

  it('turns an unexpected error into a quiet 500 that leaks nothing', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: messages.somethingWentWrong });
  });

  it('keeps the status, words and code of an HttpError', async () => {
    const response = await app.inject({ method: 'GET', url: '/teapot' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Item already in cart', code: 'in_cart' });
  });

  it("answers a parseInput failure with 422 and the route's words", async () => {
    const response = await app.inject({ method: 'GET', url: '/query?page=abc' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'Some fields are not valid' });
  });
});
