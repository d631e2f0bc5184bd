import { Outlet, ScrollRestoration } from 'react-router';
import { useSessionRefresh } from '../features/auth/api/refresh-session';
import { Toaster } from '../shared/toast/Toaster';
import { useAdminMode } from '../shared/session/session-store';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';

export function RootLayout() {
  // spec §2: header and footer are hidden in admin mode.
  const adminMode = useAdminMode();
  useSessionRefresh();
  return (
    <div className="flex min-h-dvh flex-col">
      {!adminMode && <Header />}
      <div className="flex-1">
        <Outlet />
      </div>
      {!adminMode && <Footer />}
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
