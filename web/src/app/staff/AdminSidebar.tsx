import type { ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { useSignOut } from '../../shared/session/sign-out';
import { useSettings } from '../../shared/api/get-settings';
import { setAdminMode } from '../../shared/session/session-store';
import { useCan } from '../../shared/session/use-can';
import {
  AddIcon,
  CashIcon,
  DashboardIcon,
  FoodIcon,
  LogoutIcon,
  OrdersIcon,
  ReportsIcon,
  SettingsIcon,
  StoreIcon,
  UsersIcon,
  CustomersIcon,
  PromotionsIcon,
} from './admin-icons';
import { useSidebarCounts } from './use-sidebar-counts';

const itemClass =
  'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500';

function Badge({
  count,
  label,
  tone = 'plain',
}: {
  count: number;
  label: string;
  tone?: 'plain' | 'alert';
}) {
  return (
    <>
      <span
        aria-hidden="true"
        className={`ml-auto min-w-6 rounded-full px-2 py-0.5 text-center text-xs font-bold ${
          tone === 'alert' ? 'bg-red-600 text-white' : 'bg-stone-700 text-stone-100'
        }`}
      >
        {count}
      </span>
      <span className="sr-only">
        ({count} {label})
      </span>
    </>
  );
}

function Item({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <NavLink
        to={to}
        end
        className={({ isActive }) =>
          `${itemClass} ${isActive ? 'bg-brand-700 text-white' : 'text-stone-200 hover:bg-stone-800'}`
        }
      >
        {icon}
        {children}
      </NavLink>
    </li>
  );
}

/**
 * docs/screens.md#staff-area admin layout: brand and 'store' back to the shop, the staff pages the
 * role may open (docs/server-rules.md#roles), and Logout.
 */
export function AdminSidebar() {
  const { name } = useSettings();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const counts = useSidebarCounts();
  const may = {
    dashboard: useCan('money.view'),
    menu: useCan('menu.edit'),
    orders: useCan('orders.view'),
    reports: useCan('reports.view'),
    cashUp: useCan('cash.count'),
    customers: useCan('customers.view'),
    promotions: useCan('promotions.edit'),
    users: useCan('users.manage'),
    settings: useCan('settings.edit'),
    // The rider's own page; those who see the board give deliveries out from there instead.
    deliveries: useCan('orders.ride'),
  };
  const toStore = () => {
    setAdminMode(false);
    navigate('/');
  };

  return (
    <nav aria-label="Admin" className="flex h-full flex-col gap-4 p-4">
      <Link
        to="/"
        onClick={(event) => {
          event.preventDefault();
          toStore();
        }}
        className="flex items-center gap-2 rounded-lg px-1 py-1 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <img src="/logo.svg" alt="" width={36} height={36} className="size-9" />
        <span className="truncate text-lg font-extrabold text-white">{name}</span>
      </Link>
      <button
        type="button"
        onClick={toStore}
        className={`${itemClass} border border-stone-600 text-stone-100 hover:bg-stone-800`}
      >
        <StoreIcon />
        store
      </button>
      <ul className="flex flex-col gap-1">
        {may.dashboard && (
          <Item to="/admin" icon={<DashboardIcon />}>
            Dashboard
          </Item>
        )}
        {may.menu && (
          <Item to="/admin/add-food" icon={<AddIcon />}>
            Add Food
          </Item>
        )}
        {may.menu && (
          <Item to="/admin/menu" icon={<FoodIcon />}>
            Menu
            {counts.foods !== undefined && <Badge count={counts.foods} label="food items" />}
          </Item>
        )}
        {may.orders && (
          <Item to="/admin/orders" icon={<OrdersIcon />}>
            Orders
            {counts.newOrders > 0 && (
              <Badge count={counts.newOrders} label="new orders" tone="alert" />
            )}
          </Item>
        )}
        {may.deliveries && !may.orders && (
          <Item to="/admin/rider" icon={<OrdersIcon />}>
            My deliveries
          </Item>
        )}
        {may.reports && (
          <Item to="/admin/reports" icon={<ReportsIcon />}>
            Reports
          </Item>
        )}
        {may.cashUp && (
          <Item to="/admin/cash-up" icon={<CashIcon />}>
            Cash-up
          </Item>
        )}
        {may.customers && (
          <Item to="/admin/customers" icon={<CustomersIcon />}>
            Customers
          </Item>
        )}
        {may.promotions && (
          <Item to="/admin/promotions" icon={<PromotionsIcon />}>
            Promotions
          </Item>
        )}
        {may.users && (
          <Item to="/admin/users" icon={<UsersIcon />}>
            Users
            {counts.users !== undefined && <Badge count={counts.users} label="users" />}
          </Item>
        )}
        {may.settings && (
          <Item to="/admin/settings" icon={<SettingsIcon />}>
            Settings
          </Item>
        )}
      </ul>
      <button
        type="button"
        onClick={signOut}
        className={`${itemClass} mt-auto text-stone-200 hover:bg-stone-800`}
      >
        <LogoutIcon />
        Logout
      </button>
    </nav>
  );
}
