import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { takeDailyBackup } from './daily-backups';
import { listBackups } from './sqlite-backup';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function shopDir(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'buka-daily-'));
  dirs.push(dataDir);
  const db = openDatabase({ dataDir });
  await migrateToLatest(db);
  await db.kysely.destroy();
  return dataDir;
}

describe('the daily backup on SQLite', () => {
  it('takes one when the newest is a day old, and keeps the newest few', async () => {
    const dataDir = await shopDir();
    let clock = Date.parse('2026-11-20T02:00:00Z');
    const now = () => new Date(clock);
    const take = () => takeDailyBackup({ dataDir, now, keep: 3 });

    const first = await take();
    expect(first).toMatch(/buka-20261120-020000\.db$/);
    // A backup's age is its file's: set it to the moment the clock says it was taken.
    const age = (file: string) => fs.utimesSync(file, now(), now());
    age(first!);
    clock += 60 * 60 * 1000;
    expect(await take()).toBeNull();

    for (let day = 1; day <= 4; day++) {
      clock += 24 * 60 * 60 * 1000;
      const file = await take();
      expect(file).not.toBeNull();
      age(file!);
    }
    const kept = listBackups(dataDir).map((backup) => path.basename(backup.file));
    expect(kept).toEqual([
      'buka-20261124-030000.db',
      'buka-20261123-030000.db',
      'buka-20261122-030000.db',
    ]);
  });

  it('takes none when turned off', async () => {
    const dataDir = await shopDir();
    expect(await takeDailyBackup({ dataDir, now: () => new Date(), keep: 0 })).toBeNull();
    expect(listBackups(dataDir)).toEqual([]);
  });
});
