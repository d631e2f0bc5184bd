import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seed } from '../db/seed';
import { backupDatabase, restoreDatabase } from './sqlite-backup';

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
  it('round-trips the data while the shop stays open', async () => {
    const dataDir = tempDir();
    const db = openDatabase({ dataDir });
    await migrateToLatest(db);
    await seed(db);

    const copy = await backupDatabase(dataDir, path.join(tempDir(), 'copy.db'));
    await db.kysely.updateTable('foods').set({ stock: 0 }).execute();
    await db.kysely.deleteFrom('foods').where('id', '=', 110).execute();

    const { safetyCopy } = await restoreDatabase(dataDir, copy);
    // The open connection sees the restored data: no restart needed.
    const foods = await db.kysely.selectFrom('foods').select(['id', 'stock']).execute();
    expect(foods).toHaveLength(10);
    expect(foods.every((food) => food.stock > 0)).toBe(true);
    expect(safetyCopy && fs.existsSync(safetyCopy)).toBe(true);
    await db.kysely.destroy();
  });

  it('refuses a file that is not a Buka database and leaves the shop untouched', async () => {
    const dataDir = tempDir();
    const db = openDatabase({ dataDir });
    await migrateToLatest(db);
    await seed(db);
    const junk = path.join(tempDir(), 'junk.db');
    fs.writeFileSync(junk, 'not a database at all');
    await expect(restoreDatabase(dataDir, junk)).rejects.toThrow(/not a SQLite database/);
    await expect(restoreDatabase(dataDir, path.join(dataDir, 'missing.db'))).rejects.toThrow(
      /No such file/,
    );
    const count = await db.kysely
      .selectFrom('foods')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(10);
    await db.kysely.destroy();
  });
});
