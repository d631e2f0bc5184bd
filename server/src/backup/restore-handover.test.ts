import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimDataDir } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seed } from '../db/seed';
import { createLocalEventBus } from '../events/event-bus';
import { finishInterruptedRestore, restoreDatabase, takeRestores } from './restore-handover';
import { backupDatabase, restoreFiles } from './sqlite-backup';

const clock = () => new Date('2026-03-01T08:30:05Z');
const quiet = { warn: () => {}, error: () => {} };

const cleanups: (() => unknown)[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'buka-restore-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A shop running on its data directory as the server runs it: claimed, taking restores. */
async function runningShop() {
  const dataDir = tempDir();
  const claim = claimDataDir(dataDir);
  const db = openDatabase({ dataDir });
  await migrateToLatest(db);
  await seed(db, clock);
  const events = createLocalEventBus();
  const heard: string[] = [];
  events.subscribe((event) => heard.push(event.type));
  const restores = takeRestores({ dataDir, db, events, now: clock, log: quiet });
  cleanups.push(async () => {
    restores.stop();
    await db.kysely.destroy();
    claim.release();
  });
  return { dataDir, db, heard };
}

const countFoods = async (db: ReturnType<typeof openDatabase>) =>
  (await db.kysely.selectFrom('foods').select('id').execute()).length;

describe('a restore into the running shop', () => {
  it('is swapped in between two of its queries: the shop sees the backup at once', async () => {
    const shop = await runningShop();
    const copy = await backupDatabase(shop.dataDir, clock, path.join(tempDir(), 'copy.db'));
    await shop.db.kysely.deleteFrom('foods').where('id', '=', 110).execute();

    const { safetyCopy } = await restoreDatabase(shop.dataDir, copy, clock);
    // The shop's own connection reads the restored database; no restart.
    expect(await countFoods(shop.db)).toBe(10);
    // Cached answers and live pages were told to read again.
    expect(shop.heard).toContain('bus.resumed');
    // What it replaced is kept, up to the last change before the swap.
    const kept = tempDir();
    fs.copyFileSync(safetyCopy!, path.join(kept, 'buka.db'));
    const keptDb = openDatabase({ dataDir: kept });
    expect(await countFoods(keptDb)).toBe(9);
    await keptDb.kysely.destroy();
    const { ready, taken, answer, partial } = restoreFiles(shop.dataDir);
    for (const left of [ready, taken, answer, partial]) expect(fs.existsSync(left)).toBe(false);
  });

  it('keeps every write: those made during the swap wait for it and land in the restored shop', async () => {
    const shop = await runningShop();
    const copy = await backupDatabase(shop.dataDir, clock, path.join(tempDir(), 'copy.db'));
    const writes: Promise<unknown>[] = [];
    let writing = true;
    let n = 0;
    const writer = (async () => {
      while (writing) {
        const key = `during-${n++}`;
        writes.push(
          shop.db.kysely
            .transaction()
            .execute((trx) =>
              trx.insertInto('rateLimits').values({ key, count: 1, resetAt: 0 }).execute(),
            ),
        );
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    await restoreDatabase(shop.dataDir, copy, clock);
    const afterSwap = n;
    await new Promise((resolve) => setTimeout(resolve, 50));
    writing = false;
    await writer;
    const results = await Promise.allSettled(writes);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    // The writes after the swap are in the restored database.
    const rows = await shop.db.kysely.selectFrom('rateLimits').select('key').execute();
    const keys = new Set(rows.map((row) => row.key));
    expect(keys.has(`during-${n - 1}`)).toBe(true);
    expect(n).toBeGreaterThan(afterSwap);
  });

  it('refuses a bad backup before handing anything over', async () => {
    const shop = await runningShop();
    const junk = path.join(tempDir(), 'junk.db');
    fs.writeFileSync(junk, 'not a database');
    await expect(restoreDatabase(shop.dataDir, junk, clock)).rejects.toThrow(
      /not a SQLite database/,
    );
    expect(await countFoods(shop.db)).toBe(10);
    expect(fs.existsSync(restoreFiles(shop.dataDir).ready)).toBe(false);
  });

  it('says so and changes nothing when the running process does not take the copy', async () => {
    const dataDir = tempDir();
    const db = openDatabase({ dataDir });
    await migrateToLatest(db);
    await seed(db, clock);
    const copy = await backupDatabase(dataDir, clock, path.join(tempDir(), 'copy.db'));
    // A process holding the folder that does not take restores (an older Buka).
    const claim = claimDataDir(dataDir);
    cleanups.push(async () => {
      await db.kysely.destroy();
      claim.release();
    });
    await expect(restoreDatabase(dataDir, copy, clock, 300)).rejects.toThrow(
      new RegExp(`running shop \\(pid ${process.pid}\\) did not take the restored copy`),
    );
    expect(fs.existsSync(restoreFiles(dataDir).ready)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'backups'))).toBe(false);
    expect(await countFoods(db)).toBe(10);
  });
});

describe('a restore cut short', () => {
  it('is finished at the next start when the swap stopped between its two renames', () => {
    const dataDir = tempDir();
    const { taken, partial } = restoreFiles(dataDir);
    fs.writeFileSync(taken, 'the copy');
    fs.writeFileSync(partial, 'half a copy');
    expect(finishInterruptedRestore(dataDir)).toMatch(/restore cut short was finished/);
    expect(fs.readFileSync(path.join(dataDir, 'buka.db'), 'utf8')).toBe('the copy');
    expect(fs.readdirSync(dataDir)).toEqual(['buka.db']);
  });

  it('leaves the live database alone when the swap had not begun', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'buka.db'), 'live');
    fs.writeFileSync(restoreFiles(dataDir).taken, 'the copy');
    expect(finishInterruptedRestore(dataDir)).toBeNull();
    expect(fs.readdirSync(dataDir)).toEqual(['buka.db']);
    expect(fs.readFileSync(path.join(dataDir, 'buka.db'), 'utf8')).toBe('live');
  });
});

describe('restores in the same second', () => {
  it('each keep what they replaced under a name of its own', async () => {
    const shop = await runningShop();
    const copy = await backupDatabase(shop.dataDir, clock, path.join(tempDir(), 'copy.db'));
    const first = await restoreDatabase(shop.dataDir, copy, clock);
    const second = await restoreDatabase(shop.dataDir, copy, clock);
    expect(path.basename(first.safetyCopy!)).toBe('before-restore-20260301-083005.db');
    expect(path.basename(second.safetyCopy!)).toBe('before-restore-20260301-083005-2.db');
  });
});
