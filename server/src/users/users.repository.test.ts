import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, createTestUser, testDialects, type TestDb } from '../test/test-app';
import { findUserById, findUserByPhone, makeAdminByPhone, updateUser } from './users.repository';

describe.each(testDialects)('users repository on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(() => t.close());

  it('makeAdminByPhone promotes the user with that phone and no one else', async () => {
    const [user, bystander] = await Promise.all([createTestUser(t.db), createTestUser(t.db)]);
    expect(await makeAdminByPhone(t.db.kysely, user.phoneNumber!)).toBe(true);
    expect(await findUserById(t.db.kysely, user.id)).toMatchObject({ role: 'admin' });
    expect(await findUserById(t.db.kysely, bystander.id)).toMatchObject({ role: 'customer' });
  });

  it('makeAdminByPhone reports a phone nobody registered', async () => {
    expect(await makeAdminByPhone(t.db.kysely, '08099999999')).toBe(false);
    expect(await findUserByPhone(t.db.kysely, '08099999999')).toBeUndefined();
  });

  it('makeAdminByPhone on an admin already says it found them', async () => {
    const admin = await createTestUser(t.db, { role: 'admin' });
    expect(await makeAdminByPhone(t.db.kysely, admin.phoneNumber!)).toBe(true);
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
