import { useId, useState } from 'react';
import type { AdminUser } from '@buka/domain/admin';
import { staffRightWords } from '@buka/domain/staff-right-words';
import { roleLabels, roleRights, roles, type Role } from '@buka/domain/staff-roles';
import { ConfirmDialog } from '../../../shared/staff/ConfirmDialog';
import { useChangeRole } from '../api/change-role';

/** What a role may do, in the staff page's words. */
function roleSummary(role: Role): string {
  if (role === 'customer') {
    return 'They keep their account and their orders, but can no longer open the staff area.';
  }
  if (role === 'rider') return 'They can open the staff area, and see nothing of the board.';
  return `They can then: ${roleRights[role].map((right) => staffRightWords[right].toLowerCase()).join(', ')}.`;
}

/** Users → Role: the owner picks the role a person holds, and confirms it. */
export function RolePicker({ user, name }: { user: AdminUser; name: string }) {
  const id = useId();
  const [wanted, setWanted] = useState<Role | null>(null);
  const change = useChangeRole();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-stone-600">
        Role
      </label>
      <select
        id={id}
        aria-label={`Role of ${name}`}
        value={user.role}
        disabled={change.isPending}
        onChange={(event) => setWanted(event.target.value as Role)}
        className="min-h-11 flex-1 rounded-lg border border-stone-300 bg-white px-2 text-sm"
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </select>
      {wanted && (
        <ConfirmDialog
          title={
            wanted === 'customer'
              ? `Remove ${name} from staff?`
              : `Make ${name} ${wanted === 'owner' ? 'an' : 'a'} ${roleLabels[wanted].toLowerCase()}?`
          }
          confirmLabel={
            wanted === 'customer' ? 'Remove staff' : `Make ${roleLabels[wanted].toLowerCase()}`
          }
          busy={change.isPending}
          onClose={() => setWanted(null)}
          onConfirm={() =>
            change.mutate({ user, role: wanted }, { onSettled: () => setWanted(null) })
          }
        >
          {roleSummary(wanted)}
        </ConfirmDialog>
      )}
    </div>
  );
}
