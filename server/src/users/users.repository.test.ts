import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, createTestUser, testDialects, type TestDb } from '../test/test-app';
import { findUserById, findUserByPhone, makeOwnerByPhone, updateUser } from './users.repository';

describe.each(testDialects)('users repository on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(() => t.close());

  it('makeOwnerByPhone makes the user with that phone an owner and no one else', async () => {
    const [user, bystander] = await Promise.all([createTestUser(t.db), createTestUser(t.db)]);
    expect(await makeOwnerByPhone(t.db.kysely, user.phoneNumber!)).toBe(true);
    expect(await findUserById(t.db.kysely, user.id)).toMatchObject({ role: 'owner' });
    expect(await findUserById(t.db.kysely, bystander.id)).toMatchObject({ role: 'customer' });
  });

  it('makeOwnerByPhone reports a phone nobody registered', async () => {
    expect(await makeOwnerByPhone(t.db.kysely, '08099999999')).toBe(false);
    expect(await findUserByPhone(t.db.kysely, '08099999999')).toBeUndefined();
  });

  it('makeOwnerByPhone on an owner already says it found them', async () => {
    const admin = await createTestUser(t.db, { role: 'owner' });
    expect(await makeOwnerByPhone(t.db.kysely, admin.phoneNumber!)).toBe(true);
  });

  it('updateUser with nothing to change answers the user as stored', async () => {
    const user = await createTestUser(t.db, { name: 'Quiet One' });
    expect(await updateUser(t.db.kysely, user.id, { name: undefined })).toMatchObject({
      id: user.id,
      name: 'Quiet One',
    });
    expect(await updateUser(t.db.kysely, -1, {})).toBeUndefined();
  });

  it('keeps one account per phone in the database itself', async () => {
    const user = await createTestUser(t.db);
    await expect(createTestUser(t.db, { phone: user.phoneNumber! })).rejects.toThrow();
  });
});
