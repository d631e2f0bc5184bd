import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Staff roles (docs/decisions/0012-staff-rights.md): the one staff level, 'admin', held every
 * right, so each admin becomes an owner and keeps them all. The column stays text; the roles an
 * account may hold are the domain's (`domain/src/staff-roles.ts`).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await sql`update users set role = 'owner' where role = 'admin'`.execute(db);
}
