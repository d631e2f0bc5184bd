import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { findUserByPhone, insertUser } from './users/users.repository';

const cli = new URL('./admin-cli.ts', import.meta.url).pathname;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run admin -- <phone>` without the build step: the same entry point, run from source. */
function runAdmin(dataDir: string, ...args: string[]): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', cli, ...args],
      { env },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run admin -- <phone>', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'buka-admin-cli-'));
  let promoted: Run;
  let unknown: Run;
  let malformed: Run;

  beforeAll(async () => {
    const db = openDatabase({ dataDir });
    await migrateToLatest(db);
    await insertUser(db.kysely, {
      name: 'Shop Owner',
      phone: '08012121212',
      passwordHash: null,
      role: 'customer',
      provider: 'phone',
      createdAt: Date.now(),
    });
    await db.kysely.destroy();
    [promoted, unknown, malformed] = await Promise.all([
      // The owner may copy the number as it is written on a card: one number in several words.
      runAdmin(dataDir, '+234', '801', '212', '1212'),
      runAdmin(dataDir, '08034343434'),
      runAdmin(dataDir, '12345'),
    ]);
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('promotes a registered phone, written the international way, and says so', async () => {
    expect(promoted).toMatchObject({ code: 0 });
    expect(promoted.stdout).toContain('08012121212 is now an owner');
    const db = openDatabase({ dataDir });
    try {
      expect(await findUserByPhone(db.kysely, '08012121212')).toMatchObject({ role: 'owner' });
    } finally {
      await db.kysely.destroy();
    }
  });

  it('reports a phone nobody registered and fails', () => {
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No user with phone 08034343434');
  });

  it('explains its usage for something that is not a phone number', () => {
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toContain('Usage: npm run admin -- <11-digit phone number');
  });
});
