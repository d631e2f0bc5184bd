import type { User } from '@buka/domain/auth';
import type { UserRow } from '../db/tables';

/** The one way a user row leaves the server (docs/api.md#shapes field names; no hash, no internals). */
export function toUser(row: UserRow): User {
  const id = String(row.id);
  return {
    uid: id,
    _id: id,
    name: row.name,
    displayName: row.name,
    phoneNumber: row.phone,
    email: row.email,
    photoURL: row.photoUrl,
    image: row.photoUrl,
    providerId: row.provider,
    role: row.role,
  };
}
