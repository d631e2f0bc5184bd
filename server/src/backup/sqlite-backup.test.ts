import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seed } from '../db/seed';
import { restoreDatabase } from './restore-handover';
import { backupDatabase, listBackups } from './sqlite-backup';

// The shop's clock, handed in as the command hands in its own: backups are named by it.
const clock = () => new Date('2026-03-01T08:30:05Z');

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'buka-backup-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('SQLite backup and restore', () => {
  it('restores with no shop running, keeping the database it replaced', async () => {
    const dataDir = tempDir();
    const db = openDatabase({ dataDir });
    await migrateToLatest(db);
    await seed(db, clock);
    const copy = await backupDatabase(dataDir, clock);
    await db.kysely.deleteFrom('foods').where('id', '=', 110).execute();
    await db.kysely.destroy();

    const { safetyCopy } = await restoreDatabase(dataDir, copy, clock);
    expect(path.basename(safetyCopy!)).toBe('before-restore-20260301-083005.db');
    const foods = async (where: string) => {
      const each = openDatabase({ dataDir: where });
      const rows = await each.kysely.selectFrom('foods').select('id').execute();
      await each.kysely.destroy();
      return rows.length;
    };
    expect(await foods(dataDir)).toBe(10);
    // The kept database is the one replaced, whole (one file: its log folded in).
    const kept = tempDir();
    fs.copyFileSync(safetyCopy!, path.join(kept, 'buka.db'));
    expect(fs.existsSync(`${safetyCopy}-wal`)).toBe(false);
    expect(await foods(kept)).toBe(9);
    // Nothing of the restore is left in the data directory.
    expect(fs.readdirSync(dataDir).sort()).toEqual(['backups', 'buka.db', 'buka.lock']);
    // Nor beside the backups: a backup read to be restored stays one file.
    expect(fs.readdirSync(path.join(dataDir, 'backups')).sort()).toEqual([
      path.basename(safetyCopy!),
      path.basename(copy),
    ]);
  });

  it('refuses a file that is not a Buka database and leaves the shop untouched', async () => {
    const dataDir = tempDir();
    const db = openDatabase({ dataDir });
    await migrateToLatest(db);
    await seed(db, clock);
    const junk = path.join(tempDir(), 'junk.db');
    fs.writeFileSync(junk, 'not a database at all');
    await expect(restoreDatabase(dataDir, junk, clock)).rejects.toThrow(/not a SQLite database/);
    await expect(restoreDatabase(dataDir, path.join(dataDir, 'missing.db'), clock)).rejects.toThrow(
      /No such file/,
    );
    const count = await db.kysely
      .selectFrom('foods')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(10);
    await db.kysely.destroy();
  });

  it('writes a backup under a temporary name and renames it once whole', async () => {
    const dataDir = await shopWithPages();
    const written = await backupDatabase(dataDir, clock);
    expect(path.basename(written)).toBe('buka-20260301-083005.db');
    expect(fs.readdirSync(path.dirname(written))).toEqual([path.basename(written)]);
    expect(listBackups(dataDir).map((backup) => backup.file)).toEqual([written]);
  });

  it("says 'incomplete backup' for a copy that was cut short, and changes nothing", async () => {
    const dataDir = await shopWithPages();
    const whole = await backupDatabase(dataDir, clock, path.join(tempDir(), 'whole.db'));
    const size = fs.statSync(whole).size;
    const dir = tempDir();
    // A copy killed midway: part of the pages, under the temporary name or (as an older Buka
    // wrote them) under the final one, its rollback journal beside it or not.
    const partial = path.join(dir, 'buka-20261122-180000.db.partial');
    const truncated = path.join(dir, 'truncated.db');
    const journaled = path.join(dir, 'journaled.db');
    for (const file of [partial, truncated, journaled]) fs.copyFileSync(whole, file);
    fs.truncateSync(partial, Math.floor(size / 3));
    fs.truncateSync(truncated, Math.floor(size / 3));
    fs.writeFileSync(`${journaled}-journal`, Buffer.alloc(4096, 1));

    await expect(restoreDatabase(dataDir, partial, clock)).rejects.toThrow(
      /is an incomplete backup: it is a copy that was still being written/,
    );
    await expect(restoreDatabase(dataDir, truncated, clock)).rejects.toThrow(
      /is an incomplete backup: it holds \d+\.\d MB of the \d+\.\d MB it should/,
    );
    await expect(restoreDatabase(dataDir, journaled, clock)).rejects.toThrow(
      /is an incomplete backup: the copy was interrupted/,
    );
    // Cut before its first page was written (SQLite writes page 1 last in one step).
    const unwritten = path.join(dir, 'unwritten.db');
    fs.writeFileSync(unwritten, Buffer.alloc(64 * 1024));
    await expect(restoreDatabase(dataDir, unwritten, clock)).rejects.toThrow(
      /is an incomplete backup: its first page was never written/,
    );
    expect(fs.existsSync(path.join(dataDir, 'backups'))).toBe(false);
    await restoreDatabase(dataDir, whole, clock);
  });

  it('restores over a damaged database, keeping the damaged file aside', async () => {
    const dataDir = await shopWithPages();
    const whole = await backupDatabase(dataDir, clock, path.join(tempDir(), 'whole.db'));
    const live = path.join(dataDir, 'buka.db');
    fs.truncateSync(live, Math.floor(fs.statSync(live).size / 2 / 4096) * 4096);
    const { safetyCopy } = await restoreDatabase(dataDir, whole, clock);
    expect(path.basename(safetyCopy!)).toMatch(/^(damaged|before-restore)-/);
    const db = openDatabase({ dataDir });
    const count = await db.kysely
      .selectFrom('rateLimits')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3000);
    await db.kysely.destroy();
  });
});

/** A shop whose database has many pages (3,000 rate-limit rows besides the sample menu). */
async function shopWithPages(): Promise<string> {
  const dataDir = tempDir();
  const db = openDatabase({ dataDir });
  await migrateToLatest(db);
  await seed(db, clock);
  for (let i = 0; i < 3000; i += 500) {
    await db.kysely
      .insertInto('rateLimits')
      .values(
        Array.from({ length: 500 }, (_, j) => ({
          key: `key-${i + j}-${'x'.repeat(60)}`,
          count: j,
          resetAt: j,
        })),
      )
      .execute();
  }
  await db.kysely.destroy();
  return dataDir;
}
