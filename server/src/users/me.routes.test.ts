import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { insertUpload } from '../uploads/uploads.repository';
import { findUserById } from './users.repository';

describe.each(testDialects)('PATCH /api/me on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const patch = (user: { token: string } | null, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: user ? bearer(user) : {},
      payload: payload as object,
    });

  it('saves a new name and phone, and GET /api/me shows them', async () => {
    const user = await createTestUser(t.db, { name: 'Old Name' });
    const response = await patch(user, { name: ' Amaka Nwosu ', phoneNumber: '08144444444' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      uid: user.uid,
      name: 'Amaka Nwosu',
      displayName: 'Amaka Nwosu',
      phoneNumber: '08144444444',
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(user) });
    expect(me.json()).toMatchObject({ name: 'Amaka Nwosu', phoneNumber: '08144444444' });
    expect(await findUserById(t.db.kysely, user.id)).toMatchObject({
      name: 'Amaka Nwosu',
      phone: '08144444444',
    });
  });

  it('saves and removes the photo', async () => {
    const user = await createTestUser(t.db);
    // A picture this user uploaded (nothing else may be a profile photo).
    const name = randomBytes(16).toString('hex');
    await insertUpload(t.db.kysely, { name, userId: user.id, purpose: 'profile', createdAt: 0 });
    const url = `/uploads/${name}.webp`;
    const saved = await patch(user, { photoURL: url });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ photoURL: url, image: url });
    const removed = await patch(user, { photoURL: null });
    expect(removed.json()).toMatchObject({ photoURL: null, image: null });
  });

  it('changes only the fields it is given', async () => {
    const user = await createTestUser(t.db, { name: 'Keep Me' });
    const response = await patch(user, { phoneNumber: '08155555555' });
    expect(response.json()).toMatchObject({ name: 'Keep Me', phoneNumber: '08155555555' });
  });

  it('answers an empty change with the profile as it is', async () => {
    const user = await createTestUser(t.db, { name: 'Same Person' });
    const response = await patch(user, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Same Person', phoneNumber: user.phoneNumber });
  });

  it('lets a user keep their own phone', async () => {
    const user = await createTestUser(t.db);
    const response = await patch(user, { phoneNumber: user.phoneNumber, name: 'Still Me' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a phone someone else has with 409 and changes nothing', async () => {
    const owner = await createTestUser(t.db);
    const user = await createTestUser(t.db, { name: 'Would Be' });
    const response = await patch(user, { name: 'New Name', phoneNumber: owner.phoneNumber });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: messages.phoneTaken });
    expect(await findUserById(t.db.kysely, user.id)).toMatchObject({
      name: 'Would Be',
      phone: user.phoneNumber,
    });
  });

  it('gives one of two users racing for one phone a 409, never a 500', async () => {
    const [first, second] = await Promise.all([createTestUser(t.db), createTestUser(t.db)]);
    const responses = await Promise.all([
      patch(first, { phoneNumber: '08166666666' }),
      patch(second, { phoneNumber: '08166666666' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const loser = responses.find((response) => response.statusCode === 409);
    expect(loser?.json()).toMatchObject({ message: messages.phoneTaken });
  });

  it.each([
    ['a name with digits', { name: 'Ada 2' }, messages.nameInvalid],
    ['a two-letter name', { name: 'Ab' }, messages.nameInvalid],
    ['a phone with letters', { phoneNumber: '0801234567x' }, messages.invalidPhone],
    ['a phone of another country', { phoneNumber: '+447700900123' }, messages.invalidPhone],
    ['a numeric phone of 7 digits', { phoneNumber: '0801234' }, messages.phoneInvalid],
  ])('answers 422 for %s with the words %j', async (_label, change, message) => {
    const user = await createTestUser(t.db, { name: 'Unchanged' });
    const response = await patch(user, change);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message });
    expect(await findUserById(t.db.kysely, user.id)).toMatchObject({ name: 'Unchanged' });
  });

  it('answers 401 without a session', async () => {
    const response = await patch(null, { name: 'Nobody Here' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: messages.unauthorized });
  });
});
