import type { LaterMessageKey } from '@buka/domain/later-translations';
import type { PageMessageKey } from '@buka/domain/translations';

/**
 * A page's name in the tables: the first table's (the menu, and pages the header names) is in
 * every page's words; a later page's is loaded with its code (docs/languages.md).
 */
export type PageTitleKey = PageMessageKey | LaterMessageKey;

/**
 * The app's pages, in one table: which page module each address shows (router.tsx draws it),
 * which pages the server sends code ahead for (the build writes their chunks into
 * bundle-graph.json; server/src/web/page-preloads.ts reads them), and which pages work with no
 * network (the service worker keeps them: build/pwa.ts, main.tsx). Plain data, no React, so
 * that the build reads it too: a page added here gets its head start and its offline copy
 * without another table to remember.
 *
 * Paths are React Router's (`:param`, `:param?`, `*`), relative under a parent; a page is its
 * module's path in the repository, the way the build names its chunks.
 */
export interface PageRoute {
  path?: string;
  index?: true;
  page: string;
  /**
   * The browser tab's name for the page, before the shop's name (document-title.ts): a key of
   * the tables, said in the language shown. A page with none has the home page's title.
   */
  title?: PageTitleKey;
  /** The tab's name of a page kept in English (the staff area, the payment simulator). */
  englishTitle?: string;
  /**
   * A page a customer lands on from outside: its code is sent ahead with the page (modulepreload
   * links), with the later pages' words in the visitor's language when it is not one of the
   * first pages (`firstWordsPages`), so that none of it waits for the app to run first.
   */
  landing?: true;
  /** Works with no network: kept by the service worker as soon as it is installed. */
  offline?: true;
  children?: readonly AppRoute[];
}

/** An address that only sends the browser elsewhere. */
export interface RedirectRoute {
  path: string;
  redirect: string;
}

export type AppRoute = PageRoute | RedirectRoute;

const home = 'web/src/features/home/HomePage.tsx';
const menu = 'web/src/features/menu/MenuPage.tsx';

/**
 * The pages drawn with the first page's words alone (drawn on the server, light on a slow
 * phone); every other page loads the later pages' words with its code (docs/languages.md).
 */
export const firstWordsPages: readonly string[] = [home, menu];

export const appRoutes: readonly AppRoute[] = [
  { path: '/', page: home, landing: true, offline: true },
  { path: '/menu', page: menu, title: 'menuTitle', landing: true, offline: true },
  { path: '/menu/:user', page: menu, title: 'menuTitle', landing: true },
  { path: '/login', page: 'web/src/features/auth/LoginPage.tsx', title: 'tabLogin', landing: true },
  {
    path: '/register',
    page: 'web/src/features/auth/RegisterPage.tsx',
    title: 'tabRegister',
    landing: true,
  },
  // The identity provider sign-in lands here (docs/server-rules.md#sign-in), with a one-time code.
  {
    path: '/auth/oidc/done',
    page: 'web/src/features/auth/oidc/OidcDonePage.tsx',
    title: 'tabSigningIn',
  },
  { path: '/profile', page: 'web/src/features/profile/ProfilePage.tsx', title: 'navProfile' },
  {
    path: '/about',
    page: 'web/src/features/about/AboutPage.tsx',
    title: 'navAbout',
    landing: true,
    offline: true,
  },
  {
    path: '/contact',
    page: 'web/src/features/contact/ContactPage.tsx',
    title: 'navContact',
    landing: true,
  },
  {
    path: '/services',
    page: 'web/src/features/services/ServicesPage.tsx',
    title: 'servicesTitle',
    offline: true,
  },
  {
    path: '/orders',
    page: 'web/src/features/orders/OrdersPage.tsx',
    title: 'myOrders',
    landing: true,
  },
  // docs/team.md#inviting-someone: the one-time link sent to someone joining the staff (no title
  // of its own: every byte of this table is in the menu's download).
  { path: '/invite/:token', page: 'web/src/features/staff-invite/JoinPage.tsx' },
  {
    path: '/orders/:id/receipt',
    page: 'web/src/features/orders/ReceiptPage.tsx',
    title: 'tabReceipt',
  },
  {
    // Optional segments: a link missing either still lands here, on 'Invalid redirect'.
    path: '/order/success/:orderId?/:orderTotal?',
    page: 'web/src/features/orders/OrderSuccessPage.tsx',
    title: 'tabOrderSuccessful',
  },
  {
    path: '/payment/success',
    page: 'web/src/features/payment/PaymentSuccessPage.tsx',
    title: 'tabPaymentDone',
  },
  {
    path: '/payment/fail',
    page: 'web/src/features/payment/PaymentFailPage.tsx',
    title: 'tabPaymentFailed',
  },
  {
    path: '/payment/exists',
    page: 'web/src/features/payment/PaymentExistsPage.tsx',
    title: 'tabPaymentExists',
  },
  {
    path: '/payment/refund',
    page: 'web/src/features/payment/PaymentRefundPage.tsx',
    title: 'tabRefund',
  },
  { path: '/error', page: 'web/src/features/payment/ServerErrorPage.tsx', title: 'tabServerError' },
  {
    path: '/pay/simulator/:reference',
    page: 'web/src/features/payment/SimulatorPage.tsx',
    englishTitle: 'Pay (test payment)',
  },
  {
    // docs/screens.md#staff-area /admin: the staff area for an admin, the home page for anyone else
    // (the gate decides); every page of it is its own chunk that customers never download (no
    // landing: its code is never sent ahead to a customer who types the address).
    path: '/admin',
    page: 'web/src/app/AdminGate.tsx',
    children: [
      {
        index: true,
        page: 'web/src/features/staff-dashboard/DashboardPage.tsx',
        englishTitle: 'Admin — Dashboard',
      },
      {
        path: 'add-food',
        page: 'web/src/features/staff-menu/AddFoodPage.tsx',
        englishTitle: 'Admin — Add food',
      },
      {
        path: 'edit-food/:id',
        page: 'web/src/features/staff-menu/EditFoodPage.tsx',
        englishTitle: 'Admin — Edit food',
      },
      {
        path: 'menu',
        page: 'web/src/features/staff-menu/AdminMenuPage.tsx',
        englishTitle: 'Admin — Menu',
      },
      {
        path: 'menu/categories',
        page: 'web/src/features/staff-menu/CategoriesPage.tsx',
        englishTitle: 'Admin — Categories',
      },
      {
        path: 'menu/import',
        page: 'web/src/features/staff-menu/ImportMenuPage.tsx',
        englishTitle: 'Admin — Import or export the menu',
      },
      {
        path: 'orders',
        page: 'web/src/app/staff/OrdersBoardPage.tsx',
        englishTitle: 'Admin — Orders',
      },
      {
        path: 'kitchen',
        page: 'web/src/features/staff-board/KitchenPage.tsx',
        englishTitle: 'Admin — Kitchen',
      },
      // The rider's page; untitled, as the invite's: this table is in the menu's download.
      { path: 'rider', page: 'web/src/features/staff-rider/RiderPage.tsx' },
      {
        path: 'orders/new',
        page: 'web/src/app/staff/PhoneOrderPage.tsx',
        englishTitle: 'Admin — Take a phone order',
      },
      {
        path: 'print/:id',
        page: 'web/src/features/staff-board/PrintOrderPage.tsx',
        englishTitle: 'Admin — Print',
      },
      {
        path: 'reports',
        page: 'web/src/features/staff-reports/ReportsPage.tsx',
        englishTitle: 'Admin — Reports',
      },
      {
        path: 'cash-up',
        page: 'web/src/features/staff-reports/CashUpPage.tsx',
        englishTitle: 'Admin — Cash-up',
      },
      {
        path: 'customers',
        page: 'web/src/features/staff-customers/CustomersPage.tsx',
        englishTitle: 'Admin — Customers',
      },
      {
        path: 'promotions',
        page: 'web/src/features/staff-promotions/PromotionsPage.tsx',
        englishTitle: 'Admin — Promotions',
      },
      {
        path: 'users',
        page: 'web/src/features/staff-users/AdminUsersPage.tsx',
        englishTitle: 'Admin — Users',
      },
      {
        path: 'settings',
        page: 'web/src/features/staff-settings/AdminSettingsPage.tsx',
        englishTitle: 'Admin — Settings',
      },
      {
        path: 'settings/texts',
        page: 'web/src/features/staff-settings/CustomerTextsPage.tsx',
        englishTitle: 'Admin — Customer texts',
      },
      { path: '*', redirect: '/admin' },
    ],
  },
  // docs/screens.md#pages: "/ and any unmatched path" show the home page.
  { path: '*', page: home },
];

/** A page route with its whole address (its parents' paths joined). */
export interface FlatPageRoute extends PageRoute {
  fullPath: string;
}

/** Every page route, children included, with its whole address. */
export function flatPageRoutes(routes: readonly AppRoute[] = appRoutes): FlatPageRoute[] {
  const join = (parent: string, route: AppRoute) =>
    'index' in route && route.index
      ? parent
      : `${parent.replace(/\/$/, '')}/${(route.path ?? '').replace(/^\//, '')}`;
  const walk = (list: readonly AppRoute[], parent: string): FlatPageRoute[] =>
    list.flatMap((route) => {
      if ('redirect' in route) return [];
      const fullPath = join(parent, route);
      return [{ ...route, fullPath }, ...walk(route.children ?? [], fullPath)];
    });
  return walk(routes, '');
}

/** The pages that work with no network (the menu and the shop's own pages). */
export const offlinePages = flatPageRoutes().filter((route) => route.offline);
