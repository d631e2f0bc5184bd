import { can, type StaffRight } from '@buka/domain/staff-roles';
import { useSession } from './session-store';

/**
 * Whether the signed-in member of staff holds a right (domain/src/staff-roles.ts), to show only
 * what their role may do. Display only: the server checks every call (docs/server-rules.md#roles).
 */
export function useCan(right: StaffRight): boolean {
  return can(useSession()?.role, right);
}
