import type { AdminUser } from '@buka/domain/admin';
import type { UserRow } from '../db/tables';
import { toUser } from './users.mapper';

/** A user as staff see them: the spec's fields, whether disabled, and when they joined. */
export function toAdminUser(row: UserRow): AdminUser {
  return {
    ...toUser(row),
    disabled: row.disabledAt !== null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
