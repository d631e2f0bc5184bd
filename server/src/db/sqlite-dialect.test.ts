import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_AT, postOrder, setStock } from '../orders/orders.test-helpers';
import { createTestApp, createTestUser, testConfig, type TestApp } from '../test/test-app';

// Each customer here sends many cash orders; none is a hoarder (the limit on unpaid orders).
const manyUnpaidOrders = {
  unpaidOrders: { ...testConfig().unpaidOrders, perCustomer: 100_000 },
};

/**
 * Another process writing to the shop's database in short transactions, as `npm run admin` or
 * a restore does while the shop runs: each holds the write lock for 20 ms, 50 times a second.
 */
function writeAlongside(file: string, ms: number) {
  const script = `
    const SQLite = require('better-sqlite3');
    const db = new SQLite(${JSON.stringify(file)}, { timeout: 5000 });
    const until = Date.now() + ${ms};
    const pause = new Int32Array(new SharedArrayBuffer(4));
    let writes = 0;
    while (Date.now() < until) {
      db.exec('begin immediate');
      db.prepare('update settings set value = value where id = 1').run();
      Atomics.wait(pause, 0, 0, 20);
      db.exec('commit');
      writes++;
      Atomics.wait(pause, 0, 0, 5);
    }
    console.log(writes);`;
  const child = spawn(process.execPath, ['-e', script], {
    cwd: path.dirname(new URL(import.meta.url).pathname),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise<number>((resolve) => child.once('exit', () => resolve(Number(out.trim()))));
}

describe('SQLite transactions beside another writer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { now: () => OPEN_AT, config: manyUnpaidOrders });
  });
  afterAll(() => t.close());

  it("never answer 'database is locked': they wait for the lock instead", async () => {
    await setStock(t, 101, 100_000);
    const customers = await Promise.all(Array.from({ length: 8 }, () => createTestUser(t.db)));
    const file = path.join(await dataDirOf(t), 'buka.db');
    const other = writeAlongside(file, 3_000);
    const statuses: number[] = [];
    const until = Date.now() + 2_500;
    await Promise.all(
      customers.map(async (customer) => {
        while (Date.now() < until) {
          const answer = await postOrder(t, customer, [{ id: 101, qty: 1 }], {
            extra: { paymentMethod: 'cash' },
          });
          statuses.push(answer.statusCode);
        }
      }),
    );
    const writes = await other;
    expect(writes).toBeGreaterThan(20);
    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
  }, 20_000);
});

/** The folder of the test's SQLite database (createTestDb makes one per test). */
async function dataDirOf(t: TestApp): Promise<string> {
  const { rows } = await sql<{
    file: string;
  }>`select file from pragma_database_list where name = 'main'`.execute(t.db.kysely);
  return path.dirname(rows[0]!.file);
}
