import { isValidElement, lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import {
  BrowserRouter,
  matchRoutes,
  Navigate,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

type PageModule = { default: ComponentType };
// Each page's loader, by the element its route shows (page() below).
const preloads = new WeakMap<ReactElement, () => Promise<unknown>>();

// Route-level code splitting: each page is its own chunk, so a customer's first download holds
// only the shell and the page they opened (and never the admin area). Declarative routing
// (BrowserRouter) rather than a data router: the app loads no route data, and the data router
// would add about 17 KB gzip to every page's first download on slow phones.
const home = page(() => import('../features/home/HomePage'));
const menu = page(() => import('../features/menu/MenuPage'));

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: home },
      { path: '/menu', element: menu },
      { path: '/menu/:user', element: menu },
      { path: '/login', element: page(() => import('../features/auth/LoginPage')) },
      { path: '/register', element: page(() => import('../features/auth/RegisterPage')) },
      {
        // The identity provider sign-in lands here (spec §1), with a one-time code.
        path: '/auth/oidc/done',
        element: page(() => import('../features/auth/oidc/OidcDonePage')),
      },
      { path: '/profile', element: page(() => import('../features/profile/ProfilePage')) },
      { path: '/about', element: page(() => import('../features/about/AboutPage')) },
      { path: '/contact', element: page(() => import('../features/contact/ContactPage')) },
      { path: '/services', element: page(() => import('../features/services/ServicesPage')) },
      { path: '/orders', element: page(() => import('../features/orders/OrdersPage')) },
      {
        path: '/orders/:id/receipt',
        element: page(() => import('../features/orders/ReceiptPage')),
      },
      {
        // Optional segments: a link missing either still lands here, on 'Invalid redirect'.
        path: '/order/success/:orderId?/:orderTotal?',
        element: page(() => import('../features/orders/OrderSuccessPage')),
      },
      {
        path: '/payment/success',
        element: page(() => import('../features/payment/PaymentSuccessPage')),
      },
      {
        path: '/payment/fail',
        element: page(() => import('../features/payment/PaymentFailPage')),
      },
      {
        path: '/payment/exists',
        element: page(() => import('../features/payment/PaymentExistsPage')),
      },
      {
        path: '/payment/refund',
        element: page(() => import('../features/payment/PaymentRefundPage')),
      },
      { path: '/error', element: page(() => import('../features/payment/ServerErrorPage')) },
      {
        path: '/pay/simulator/:reference',
        element: page(() => import('../features/payment/SimulatorPage')),
      },
      {
        // spec §2 /admin: the staff area for an admin, the home page for anyone else (the gate
        // decides); every page of it is its own chunk that customers never download.
        path: '/admin',
        element: page(() => import('./AdminGate')),
        children: [
          {
            index: true,
            element: page(() => import('../features/admin/dashboard/DashboardPage')),
          },
          { path: 'add-food', element: page(() => import('../features/admin/food/AddFoodPage')) },
          {
            path: 'edit-food/:id',
            element: page(() => import('../features/admin/food/EditFoodPage')),
          },
          { path: 'menu', element: page(() => import('../features/admin/menu/AdminMenuPage')) },
          {
            path: 'orders',
            element: page(() => import('../features/admin/orders/AdminOrdersPage')),
          },
          {
            path: 'print/:id',
            element: page(() => import('../features/admin/orders/PrintOrderPage')),
          },
          {
            path: 'reports',
            element: page(() => import('../features/admin/reports/ReportsPage')),
          },
          {
            path: 'cash-up',
            element: page(() => import('../features/admin/reports/CashUpPage')),
          },
          {
            path: 'users',
            element: page(() => import('../features/admin/users/AdminUsersPage')),
          },
          {
            path: 'settings',
            element: page(() => import('../features/admin/settings/AdminSettingsPage')),
          },
          { path: '*', element: <Navigate to="/admin" replace /> },
        ],
      },
      { path: '*', element: home },
    ],
  },
];

/** The app's pages, under whichever router the browser or the server gives them. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  // The first page shows whole once its code is in (nothing moves in after it); later
  // navigations are transitions, so the page on screen stays until the next one is ready.
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={null}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/**
 * A route's page: its module's default export, loaded when the route is first shown, or
 * before (preloadPage): a page loaded before it is shown is drawn at once, without suspending.
 */
function page(load: () => Promise<PageModule>) {
  let loaded: PageModule | undefined;
  const Page = lazy(() =>
    loaded
      ? // Already here: answered at once (a thenable that calls back now), so React does not wait.
        ({
          then: (resolve: (module: PageModule) => void) => resolve(loaded!),
        } as Promise<PageModule>)
      : load(),
  );
  const element = <Page />;
  preloads.set(element, () => load().then((module) => (loaded = module)));
  return element;
}

/**
 * Loads the code of the pages an address shows. The browser taking over a page drawn on the
 * server waits for it first, so the page is taken over whole and at once: a part still
 * waiting for its code when something above it changes would be drawn afresh (a flash).
 */
export async function preloadPage(pathname: string): Promise<void> {
  const matched = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matched.map(({ route }) => isValidElement(route.element) && preloads.get(route.element)?.()),
  );
}
