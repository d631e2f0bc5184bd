import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSettings } from '../../shared/api/get-settings';
import { useShopEventsLive } from '../../shared/live/use-shop-events';
import { setTabCount } from '../layout/tab-count';
import { setAdminMode } from '../../shared/session/session-store';
import { CloseButton, Dialog } from '../../shared/ui/Dialog';
import { MenuIcon } from '../../shared/ui/icons';
import { Spinner } from '../../shared/ui/Spinner';
import { useCan } from '../../shared/session/use-can';
import { AdminSidebar } from './AdminSidebar';
import { AlarmSoundNotice } from './AlarmSoundNotice';
import { StaffHome } from './StaffHome';
import { useNewOrderAlerts } from './use-new-order-alerts';
import { useOrderAlarm } from './use-order-alarm';
import { useSidebarCounts } from './use-sidebar-counts';
import { useSignedOutElsewhere } from './use-signed-out-elsewhere';
import '../../shared/staff/staff-words';

/** docs/screens.md#staff-area admin layout: the shop's header and footer give way to the staff sidebar. */
export function AdminLayout() {
  const { name } = useSettings();
  const { pathname } = useLocation();
  const { newOrders } = useSidebarCounts();
  const live = useShopEventsLive();
  const dashboard = useCan('money.view');
  // The phone's sidebar is open for the page it was opened on; moving on closes it for good.
  // The page on screen may not be the browser's address yet: React Router moves inside a
  // transition, so a page whose code is still coming (the counter's /admin on its way to the
  // board) keeps the last one on screen. Arriving there is not moving on.
  const [menu, setMenu] = useState<{ shown: string; arriving: string } | null>(null);
  if (menu && pathname !== menu.shown && pathname !== menu.arriving) setMenu(null);
  const menuOpen = menu !== null;

  useEffect(() => {
    setAdminMode(true);
  }, []);
  useNewOrderAlerts();
  useSignedOutElsewhere(live);
  const toAccept = useOrderAlarm();

  // The tab counts the orders waiting to be accepted, seen from any other tab.
  useEffect(() => {
    setTabCount(toAccept);
    return () => setTabCount(0);
  }, [toAccept]);

  return (
    <div className="min-h-dvh bg-stone-100 md:grid md:grid-cols-[15rem_minmax(0,1fr)]">
      <header className="sticky top-0 z-20 flex h-14 items-center gap-3 bg-stone-900 px-3 text-white md:hidden">
        <button
          type="button"
          aria-label="Open admin menu"
          aria-expanded={menuOpen}
          onClick={() => setMenu({ shown: pathname, arriving: window.location.pathname })}
          className="relative grid size-11 place-items-center rounded-full hover:bg-stone-800 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <MenuIcon />
          {newOrders > 0 && (
            <span
              aria-hidden="true"
              className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-red-500"
            />
          )}
        </button>
        <span className="truncate font-bold">{name} admin</span>
        <LiveDot live={live} className="ml-auto flex" />
      </header>

      <aside className="sticky top-0 hidden h-dvh overflow-y-auto bg-stone-900 md:block">
        <AdminSidebar />
      </aside>

      {menuOpen && (
        <Dialog
          variant="panel"
          side="left"
          label="Admin menu"
          onClose={() => setMenu(null)}
          className="w-72 max-w-[85vw] bg-stone-900 md:hidden"
        >
          <CloseButton
            label="Close admin menu"
            onClick={() => setMenu(null)}
            className="absolute top-3 right-3 text-stone-300 hover:bg-stone-800 focus-visible:outline-brand-500"
          />
          <AdminSidebar />
        </Dialog>
      )}

      <main className="relative min-w-0 px-4 py-5 md:px-8 md:py-8">
        <LiveDot live={live} className="absolute top-3 right-8 hidden md:flex" />
        <AlarmSoundNotice waiting={toAccept} />
        <Suspense fallback={<Spinner className="size-6 text-brand-700" />}>
          {/* The dashboard is the owner's and the manager's; the others start elsewhere. */}
          {pathname.replace(/\/$/, '') === '/admin' && !dashboard ? <StaffHome /> : <Outlet />}
        </Suspense>
      </main>
    </div>
  );
}

function LiveDot({ live, className }: { live: boolean; className: string }) {
  return (
    <span className={`items-center gap-1.5 text-xs font-medium ${className}`}>
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${live ? 'bg-green-500' : 'bg-stone-400'}`}
      />
      {live ? 'Live' : 'Reconnecting…'}
    </span>
  );
}
