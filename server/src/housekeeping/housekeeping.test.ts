import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, findSessionUser } from '../auth/sessions.repository';
import { createTestApp, createTestUser, testDialects, type TestApp } from '../test/test-app';
import { saveImage, uploadsDir, uploadUrl } from '../uploads/uploads.storage';
import {
  ABANDONED_UPLOAD_AFTER_MS,
  runHousekeeping,
  STALE_TEMP_FILE_AFTER_MS,
} from './housekeeping';

const NOW = new Date('2026-11-22T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe.each(testDialects)('housekeeping on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => NOW });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function upload(ageMs: number): Promise<string> {
    const dir = uploadsDir(t.deps.config.dataDir);
    const name = await saveImage(dir, { main: Buffer.from('main'), small: Buffer.from('small') });
    await t.db.kysely
      .insertInto('uploads')
      .values({ name, userId: null, purpose: 'food', createdAt: NOW.getTime() - ageMs })
      .execute();
    return name;
  }
  const onDisk = (name: string) =>
    fs.existsSync(path.join(uploadsDir(t.deps.config.dataDir), `${name}.webp`));
  const recorded = async (name: string) =>
    Boolean(
      await t.db.kysely
        .selectFrom('uploads')
        .select('name')
        .where('name', '=', name)
        .executeTakeFirst(),
    );

  it('removes ended sessions and closed rate-limit windows, keeps the live ones', async () => {
    const user = await createTestUser(t.db);
    const ended = await createSession(t.db.kysely, user.id, 1, NOW.getTime() - 2 * DAY);
    const live = await createSession(t.db.kysely, user.id, 1, NOW.getTime());
    await t.db.kysely
      .insertInto('rateLimits')
      .values([
        { key: `test:closed:${dialect}`, count: 3, resetAt: NOW.getTime() - 1 },
        { key: `test:open:${dialect}`, count: 3, resetAt: NOW.getTime() + 60_000 },
      ])
      .execute();

    const report = await runHousekeeping(t.deps);
    expect(report.sessions).toBeGreaterThanOrEqual(1);
    expect(report.rateLimits).toBeGreaterThanOrEqual(1);
    expect(await findSessionUser(t.db.kysely, live, NOW.getTime())).toBeDefined();
    // Asked about at a moment it was still valid: gone, not merely expired.
    const whileValid = NOW.getTime() - 2 * DAY + 1_000;
    expect(await findSessionUser(t.db.kysely, ended, whileValid)).toBeUndefined();
    const keys = (await t.db.kysely.selectFrom('rateLimits').select('key').execute()).map(
      (row) => row.key,
    );
    expect(keys).toContain(`test:open:${dialect}`);
    expect(keys).not.toContain(`test:closed:${dialect}`);
  });

  it('removes a picture nothing shows after a day, and keeps every picture in use', async () => {
    const old = ABANDONED_UPLOAD_AFTER_MS + 60_000;
    const abandoned = await upload(old);
    const recent = await upload(60_000);
    const onMenu = await upload(old);
    const onDeletedFood = await upload(old);
    const onProfile = await upload(old);
    const [first, second] = await t.db.kysely.selectFrom('foods').select('id').limit(2).execute();
    await t.db.kysely
      .updateTable('foods')
      .set({ imageUrl: uploadUrl(onMenu) })
      .where('id', '=', first!.id)
      .execute();
    await t.db.kysely
      .updateTable('foods')
      .set({ imageUrl: uploadUrl(onDeletedFood), deletedAt: NOW.getTime() })
      .where('id', '=', second!.id)
      .execute();
    const user = await createTestUser(t.db);
    await t.db.kysely
      .updateTable('users')
      .set({ photoUrl: uploadUrl(onProfile) })
      .where('id', '=', user.id)
      .execute();

    const report = await runHousekeeping(t.deps);
    expect(report.uploads).toBe(1);
    expect(await recorded(abandoned)).toBe(false);
    expect(onDisk(abandoned)).toBe(false);
    for (const kept of [recent, onMenu, onDeletedFood, onProfile]) {
      expect(await recorded(kept)).toBe(true);
      expect(onDisk(kept)).toBe(true);
    }
    // A second sweep finds nothing more to do.
    expect((await runHousekeeping(t.deps)).uploads).toBe(0);
  });

  it('removes temporary files that writes cut short left, once nothing has touched them', async () => {
    const uploads = uploadsDir(t.deps.config.dataDir);
    const backups = path.join(t.deps.config.dataDir, 'backups');
    fs.mkdirSync(uploads, { recursive: true });
    fs.mkdirSync(backups, { recursive: true });
    const old = new Date(NOW.getTime() - STALE_TEMP_FILE_AFTER_MS - 60_000);
    const stale = [
      path.join(uploads, `.${'c'.repeat(32)}.webp.tmp`),
      path.join(uploads, `.${'c'.repeat(32)}-400.webp.tmp`),
      path.join(backups, 'buka-20261122-110000.db.partial'),
      path.join(backups, 'buka-20261122-110000.db.partial-journal'),
      path.join(t.deps.config.dataDir, 'restore.db.partial'),
    ];
    const fresh = [
      path.join(uploads, `.${'d'.repeat(32)}.webp.tmp`),
      path.join(backups, 'buka-20261122-115900.db.partial'),
    ];
    const notOurs = [
      path.join(uploads, '.keep.tmp'),
      path.join(backups, 'buka-20261122-100000.db'),
      path.join(t.deps.config.dataDir, 'restore.db'),
    ];
    for (const file of [...stale, ...fresh, ...notOurs]) fs.writeFileSync(file, 'x');
    for (const file of [...stale, ...notOurs]) fs.utimesSync(file, old, old);
    for (const file of fresh) fs.utimesSync(file, NOW, NOW);

    expect((await runHousekeeping(t.deps)).tempFiles).toBe(stale.length);
    for (const file of stale) expect(fs.existsSync(file), file).toBe(false);
    for (const file of [...fresh, ...notOurs]) expect(fs.existsSync(file), file).toBe(true);
  });
});
