import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSessionRefresh } from '../features/auth/api/refresh-session';
import { CartRoot } from '../features/cart/components/CartRoot';
import { Toaster } from '../shared/toast/Toaster';
import { useShopEvents } from '../shared/live/use-shop-events';
import { useOpenFromNotification } from '../shared/push/open-from-notification';
import { setAdminMode, useAdminMode } from '../shared/session/session-store';
import { FeatureSlots } from './FeatureSlots';
import { DocumentTitle } from './layout/DocumentTitle';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { ScrollRestoration } from './ScrollRestoration';

export function RootLayout() {
  // docs/screens.md#header-and-footer: header and footer are hidden in admin mode.
  const adminMode = useAdminMode();
  useSessionRefresh();
  // Live updates (orders, menu, settings) for whoever is signed in.
  useShopEvents();
  // A tapped notification (a new order, a step of one's order) opens its page here.
  useOpenFromNotification();
  // Admin mode lasts while staff are in the admin area: every other page is the shop's, with
  // its header, even after Back or a reload on a shop page.
  const { pathname } = useLocation();
  useEffect(() => {
    if (!pathname.startsWith('/admin')) setAdminMode(false);
  }, [pathname]);
  return (
    <FeatureSlots>
      <div className="flex min-h-dvh flex-col">
        {/* Suspense boundaries of their own: on a page the server drew, React hydrates the
          header, the page and the footer apart, and the part tapped first. */}
        {!adminMode && (
          <Suspense>
            <Header />
          </Suspense>
        )}
        {/* The header shows while the page's own code loads; the footer waits for the page, so
          it never sits in view first and then jumps when the page arrives. */}
        <Suspense fallback={<div className="flex-1" />}>
          <div className="flex-1">
            <Outlet />
          </div>
          {!adminMode && (
            <Suspense>
              <Footer />
            </Suspense>
          )}
        </Suspense>
        <CartRoot />
        <Toaster />
        <DocumentTitle />
        <ScrollRestoration />
      </div>
    </FeatureSlots>
  );
}
