import { lazy, Suspense } from 'react';
import { isStaff } from '@buka/domain/staff-roles';
import { getSession, useSession } from '../shared/session/session-store';

// Both halves load only when needed: a customer who types /admin downloads this gate and the
// home page, never the staff pages' code.
const loadAdminLayout = () =>
  import('./staff/AdminLayout').then((module) => ({
    default: module.AdminLayout,
  }));
const AdminLayout = lazy(loadAdminLayout);
// A staff phone opening a staff page loads the staff layout beside this gate and the page
// (main.tsx loads those two at once), not after the gate is drawn: one wait less before the
// order board shows.
if (isStaff(getSession()?.role)) void loadAdminLayout().catch(() => undefined);
const HomePage = lazy(() => import('../features/home/HomePage'));

/**
 * docs/screens.md#staff-area /admin: the staff area for staff of any role, the normal home page
 * for anyone else. The role comes from the server (docs/server-rules.md#roles), and every staff call is
 * checked there again.
 */
export default function AdminGate() {
  const isAdmin = isStaff(useSession()?.role);
  return <Suspense fallback={null}>{isAdmin ? <AdminLayout /> : <HomePage />}</Suspense>;
}
