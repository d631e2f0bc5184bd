import fs from 'node:fs';
import fsPromises from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@buka/domain/messages';
import { OPEN_AT, postOrder, setStock } from '../orders/orders.test-helpers';
import { form } from '../test/multipart';
import { bearer, createTestApp, createTestUser, testConfig, type TestApp } from '../test/test-app';

// Each customer here sends many cash orders; none is a hoarder (the limit on unpaid orders).
const manyUnpaidOrders = {
  unpaidOrders: { ...testConfig().unpaidOrders, perCustomer: 100_000 },
};

interface Line {
  level: 'error' | 'warn' | 'info';
  object: object;
  message: string;
}

describe('a full disk under the SQLite shop', () => {
  let t: TestApp;
  let customer: { token: string };
  let admin: { token: string };
  let free = 1e9;
  const log: Line[] = [];

  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      now: () => OPEN_AT,
      freeBytes: async () => free,
      config: manyUnpaidOrders,
    });
    customer = await createTestUser(t.db);
    admin = await createTestUser(t.db, { role: 'owner' });
    t.deps.faults.useLog({
      error: (object, message) => log.push({ level: 'error', object, message }),
      warn: (object, message) => log.push({ level: 'warn', object, message }),
      info: (object, message) => log.push({ level: 'info', object, message }),
    });
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const health = () => t.app.inject({ method: 'GET', url: '/api/health' });
  const order = () =>
    postOrder(t, customer, [{ id: 102, qty: 1 }], { extra: { paymentMethod: 'cash' } });
  const count = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers writes 503 with its words, logs the cause once, and health says it cannot take orders', async () => {
    // The database may not grow by a page: SQLite answers SQLITE_FULL as on a full disk.
    await setStock(t, 102, 1000);
    const { rows } = await sql<{ pageCount: number }>`pragma page_count`.execute(t.db.kysely);
    await sql.raw(`pragma max_page_count = ${rows[0]!.pageCount}`).execute(t.db.kysely);
    free = 0;
    const before = await count();
    const answers: Awaited<ReturnType<typeof order>>[] = [];
    // Orders fill the last pages' free room first; then the database must grow, and cannot.
    for (let i = 0; i < 400 && !answers.some((answer) => answer.statusCode === 503); i++) {
      answers.push(await order());
    }
    for (let i = 0; i < 5; i++) answers.push(await order());
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.every((answer) => [201, 503].includes(answer.statusCode))).toBe(true);
    expect(refused[0]!.json()).toEqual({ message: messages.diskFull, code: 'disk-full' });
    // Every 201 is an order that is there; no 503 left anything half-written.
    const placed = answers.filter((answer) => answer.statusCode === 201).length;
    expect(await count()).toBe(before + placed);

    const started = log.filter((line) => line.level === 'error');
    expect(started).toHaveLength(1);
    expect(started[0]!.message).toMatch(/^Disk full: .*SQLITE_FULL.*writing the test database/);
    expect(log.some((line) => /cannot rollback/.test(line.message))).toBe(false);

    const unhealthy = await health();
    expect(unhealthy.statusCode).toBe(503);
    expect(unhealthy.json().problems).toEqual([{ code: 'disk-full', message: messages.diskFull }]);
    // Reading the menu still works.
    expect((await t.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);
  });

  it('recovers by itself once there is room again', async () => {
    await sql.raw('pragma max_page_count = 1073741823').execute(t.db.kysely);
    free = 1e9;
    expect((await health()).statusCode).toBe(200);
    expect(log.at(-1)!.message).toMatch(/^There is disk space again after \d+ s/);
    expect((await order()).statusCode).toBe(201);
  });

  it('removes what a picture cut short by a full disk wrote, and says so', async () => {
    const uploads = path.join(t.deps.config.dataDir, 'uploads');
    const realWrite = fsPromises.writeFile;
    // The disk fills in the middle of the second file: half of it written, then ENOSPC.
    let calls = 0;
    vi.spyOn(fsPromises, 'writeFile').mockImplementation(async (file, data, options) => {
      if (++calls < 2) return realWrite(file, data, options);
      await realWrite(file, (data as Buffer).subarray(0, 100), options);
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
        code: 'ENOSPC',
        errno: -28,
        syscall: 'write',
      });
    });
    free = 0;
    const picture = await sharp({
      create: { width: 600, height: 400, channels: 3, background: { r: 10, g: 120, b: 40 } },
    })
      .png()
      .toBuffer();
    const body = form(
      { name: 'dish.png', type: 'image/png', content: picture },
      { purpose: 'food' },
    );
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin) },
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().message).toBe(messages.diskFull);
    expect(fs.readdirSync(uploads)).toEqual([]);
    const started = log.filter((line) => line.level === 'error').at(-1)!;
    expect(started.message).toContain(`writing ${uploads}/`);
    expect((await health()).json().problems).toEqual([
      { code: 'disk-full', message: messages.diskFull },
    ]);
    vi.restoreAllMocks();
    free = 1e9;
    expect((await health()).statusCode).toBe(200);
  });
});
