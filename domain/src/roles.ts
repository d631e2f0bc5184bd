// Who is on the team, without what each may do: a customer's pages ask only whether an account
// is staff, so they carry this and not the table of rights (staff-roles.ts).

/** The people behind the counter, most trusted first. */
export const staffRoles = ['owner', 'manager', 'cashier', 'kitchen', 'rider'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Every account is a customer or one of the staff roles. */
export const roles = ['customer', ...staffRoles] as const;
export type Role = (typeof roles)[number];

export function isStaff(role: string | undefined | null): role is StaffRole {
  return (staffRoles as readonly string[]).includes(role ?? '');
}
