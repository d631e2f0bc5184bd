import { Navigate } from 'react-router';
import { useCan } from '../../shared/session/use-can';
import { PageTitle } from '../../shared/staff/PageTitle';

/**
 * /admin for a role without the dashboard (the day's money): the board for the counter and the
 * kitchen, their deliveries for a rider, a word for a role with no staff page (docs/server-rules.md#roles).
 */
export function StaffHome() {
  const board = useCan('orders.view');
  const rides = useCan('orders.ride');
  if (board) return <Navigate to="/admin/orders" replace />;
  if (rides) return <Navigate to="/admin/rider" replace />;
  return (
    <>
      <PageTitle>Staff</PageTitle>
      <p className="rounded-2xl bg-white p-4 text-stone-700 shadow-sm ring-1 ring-stone-200">
        Your role has no staff pages yet. Ask the owner if you need one.
      </p>
    </>
  );
}
