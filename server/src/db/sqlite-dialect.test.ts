import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
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
 * a restore does while the shop runs: each holds the write lock for 20 ms, 40 times a second,
 * until `stop` is called. `ready` settles once its first transaction has committed, so the
 * shop's writes that follow always meet it.
 */
function writeAlongside(file: string) {
  const stopFile = `${file}.stop`;
  const script = `
    const fs = require('node:fs');
    const SQLite = require('better-sqlite3');
    const db = new SQLite(${JSON.stringify(file)}, { timeout: 5000 });
    const stopFile = ${JSON.stringify(stopFile)};
    const giveUpAt = Date.now() + 15000;
    const pause = new Int32Array(new SharedArrayBuffer(4));
    let writes = 0;
    while (!fs.existsSync(stopFile) && Date.now() < giveUpAt) {
      db.exec('begin immediate');
      db.prepare('update settings set value = value where id = 1').run();
      Atomics.wait(pause, 0, 0, 20);
      db.exec('commit');
      if (++writes === 1) console.log('ready');
      Atomics.wait(pause, 0, 0, 5);
    }
    console.log(writes);`;
  const child = spawn(process.execPath, ['-e', script], {
    cwd: path.dirname(new URL(import.meta.url).pathname),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  let markReady: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.startsWith('ready')) markReady();
  });
  const exited = new Promise<number>((resolve) =>
    child.once('exit', () => resolve(Number(out.trim().split('\n').at(-1)))),
  );
  return {
    ready,
    /** Ends the writer and answers how many transactions it committed. */
    stop: async () => {
      await writeFile(stopFile, '');
      return exited;
    },
  };
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
    const other = writeAlongside(file);
    await other.ready;
    // A fixed count, not a time: on a loaded machine every order still meets the other writer.
    const statuses: number[] = [];
    await Promise.all(
      customers.map(async (customer) => {
        for (let order = 0; order < 4; order++) {
          const answer = await postOrder(t, customer, [{ id: 101, qty: 1 }], {
            extra: { paymentMethod: 'cash' },
          });
          statuses.push(answer.statusCode);
        }
      }),
    );
    const writes = await other.stop();
    expect(writes).toBeGreaterThan(1);
    expect(statuses).toHaveLength(32);
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
