import { describe, expect, it } from 'vitest';
import { sessionUserSchema } from '@buka/domain/auth';
import { isSessionUser } from './session-store';

const stored = {
  uid: '7',
  _id: '7',
  name: 'Ada Obi',
  displayName: 'Ada Obi',
  phoneNumber: '08031234567',
  email: null,
  photoURL: null,
  image: null,
  providerId: 'phone',
  role: 'customer',
  token: 'abc',
};

describe('isSessionUser', () => {
  it('takes a session as the app stores it', () => {
    expect(sessionUserSchema.safeParse(stored).success).toBe(true);
    expect(isSessionUser(stored)).toBe(true);
  });

  it('refuses a stored user without any one field of the schema, as the schema does', () => {
    for (const field of Object.keys(sessionUserSchema.shape)) {
      const { [field]: _left, ...without } = stored as Record<string, unknown>;
      expect(sessionUserSchema.safeParse(without).success, field).toBe(false);
      expect(isSessionUser(without), field).toBe(false);
    }
  });

  it('refuses a field of another type, or a role the shop does not have', () => {
    expect(isSessionUser({ ...stored, name: 7 })).toBe(false);
    expect(isSessionUser({ ...stored, email: 0 })).toBe(false);
    expect(isSessionUser({ ...stored, role: 'admin' })).toBe(false);
    expect(isSessionUser(null)).toBe(false);
    expect(isSessionUser('user')).toBe(false);
  });
});
