import { lazy, Suspense } from 'react';
import { useSession } from '../shared/session/session-store';

// Both halves load only when needed: a customer who types /admin downloads this gate and the
// home page, never the staff pages' code.
const AdminLayout = lazy(() =>
  import('../features/admin/layout/AdminLayout').then((module) => ({
    default: module.AdminLayout,
  })),
);
const HomePage = lazy(() => import('../features/home/HomePage'));

/**
 * spec §2 /admin: the admin dashboard for an admin, the normal home page for anyone else. The
 * role comes from the server (DESIGN §4), and every staff call is checked there again.
 */
export default function AdminGate() {
  const isAdmin = useSession()?.role === 'admin';
  return <Suspense fallback={null}>{isAdmin ? <AdminLayout /> : <HomePage />}</Suspense>;
}
