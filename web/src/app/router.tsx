import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import {
  BrowserRouter,
  matchRoutes,
  Navigate,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router';
import type { PagePrefetch } from '../shared/slots/page-prefetch';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { withLaterWords } from '../shared/i18n/later-words';
import { appRoutes, firstWordsPages, type AppRoute } from './routes';

type PageModule = { default: ComponentType; prefetch?: PagePrefetch };
// Each page's loader, by the element its route shows (page() below).
const preloads = new WeakMap<ReactElement, () => Promise<PageModule>>();

// Route-level code splitting: each page is its own chunk, so a customer's first download holds
// only the shell and the page they opened (and never the admin area). Declarative routing
// (BrowserRouter) rather than a data router, which would add about 17 KB gzip to every page's
// first download on slow phones: what its loaders would give, a page's first answers asked for
// with its code, a page's `prefetch` gives (docs/decisions/0025-first-answers-with-the-code.md).
// The table of addresses is routes.ts; these are the page modules it may name, each loaded when
// first needed: a feature's pages, and the staff pages the app composes from several features
// (app/staff/).
const pageModules = import.meta.glob<PageModule>([
  '../features/**/*Page.tsx',
  './AdminGate.tsx',
  './staff/*Page.tsx',
]);

// One element per page module: the addresses that show the same page (/menu, /menu/:user)
// share it, so moving between them keeps the page instead of drawing it anew.
const elements = new Map<string, ReactElement>();
function pageElement(module: string): ReactElement {
  let element = elements.get(module);
  if (!element) {
    const key = module.replace(/^web\/src\/app\//, './').replace(/^web\/src\//, '../');
    const load = pageModules[key];
    if (!load) throw new Error(`routes.ts names ${module}, which is not a page module`);
    // Every page but the first ones a customer lands on uses the later pages' words too.
    element = page(firstWordsPages.includes(module) ? load : withLaterWords(load));
    elements.set(module, element);
  }
  return element;
}

function routeObject(route: AppRoute): RouteObject {
  if ('redirect' in route) {
    return { path: route.path, element: <Navigate to={route.redirect} replace /> };
  }
  const element = pageElement(route.page);
  if (route.index) return { index: true, element };
  return { path: route.path, element, children: route.children?.map(routeObject) };
}

const routes: RouteObject[] = [{ element: <RootLayout />, children: appRoutes.map(routeObject) }];

/**
 * The app's pages, under whichever router the browser or the server gives them. React Router
 * moves to a new address inside startTransition, so the page on screen stays while the next
 * page's code loads, and a page shows whole once its code is in (nothing moves in after it).
 */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary pathname={location.pathname}>
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
      ? // Already here: answered at once (a thenable that calls back now), so it is drawn at once.
        ({
          then: (resolve: (module: PageModule) => void) => resolve(loaded!),
        } as Promise<PageModule>)
      : load(),
  );
  const element = <Page />;
  preloads.set(element, () =>
    load().then((module) => {
      loaded = module;
      return module;
    }),
  );
  return element;
}

/**
 * Loads the code of the pages an address shows, and has each page that says what it will ask
 * the server first (its `prefetch`, docs/screens.md#first-answers) ask it now: the answer is on
 * its way while the app draws its shell, not after. The browser taking over a page drawn on
 * the server waits for the code first, so the page is taken over whole and at once: a part
 * still waiting for its code when something above it changes would be drawn afresh (a flash).
 */
export async function preloadPage(pathname: string, search = ''): Promise<void> {
  const address = new URLSearchParams(search);
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(({ route, params }) =>
      // A route's element is its page's (page() below), or the layout's or a redirect's: no loader.
      preloads
        .get(route.element as ReactElement)?.()
        .then((module) => module.prefetch?.({ params, search: address })),
    ),
  );
}

/**
 * Loads one page module's code (routes.ts names it), with no address to match: matching runs
 * through every route, tens of milliseconds on a slow phone each time.
 */
export async function preloadPageModule(module: string): Promise<void> {
  await preloads.get(pageElement(module))?.();
}
