import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { offlinePages } from './app/routes';
import { readPageData, seedPageData } from './app/page-data';
import { AppRouter, preloadPage, preloadPageModule } from './app/router';
import { queryClient } from './shared/api/query-client';
import { appStylesLoaded } from './shared/hydration/start-app';
import { takeOver } from './shared/hydration/take-over';
import { registerServiceWorker } from './shared/offline/register-service-worker';
import './index.css';

const inATaskOfItsOwn = <T,>(step: () => Promise<T>) =>
  new Promise<T>((resolve, reject) => setTimeout(() => step().then(resolve, reject), 0));

const container = document.getElementById('root')!;
const app = <App queryClient={queryClient} router={<AppRouter />} />;
const drawn = readPageData();
// The code of the page this address shows starts to load now, all its modules at once (a staff
// page's gate and the page behind it), not one after another as each is first drawn. In a task
// of its own: the first match of an address against every route runs cold code, tens of
// milliseconds on a slow phone, and the start of the app is a long task already.
const pageCode = inATaskOfItsOwn(() => preloadPage(location.pathname)).catch(() => undefined);

if (drawn) {
  // The server drew this page (the home page, the menu): the app takes over its markup with
  // the data it was drawn from, once the page's code and the whole stylesheet are in (fetched
  // beside the app's code), so that nothing on screen is drawn again. The menu's cards are
  // taken over after the rest, one task each (take-over.tsx); a tap made before its button is
  // live is held until it is (early-taps.ts).
  seedPageData(queryClient, drawn);
  void Promise.all([pageCode, appStylesLoaded()]).then(() =>
    takeOver(() => void hydrateRoot(container, app)),
  );
} else {
  createRoot(container).render(app);
}

// The service worker (offline menu, installable app) is set up as soon as the page has loaded:
// its downloads then no longer compete with the page's, and a customer on a slow network who
// leaves soon after still finds the menu offline next time. On a first visit the code of the
// pages that work offline is loaded first, all at once, so that the worker, which fetches one
// file after another, finds it in the browser's cache. Each step is a task of its own, not part
// of the app's start (a page drawn on the server has loaded before its code runs), so that a
// slow phone can answer a tap between them.
function setUpOffline(): void {
  if (!('serviceWorker' in navigator) || navigator.serviceWorker.controller) {
    registerServiceWorker();
    return;
  }
  const modules = [...new Set(offlinePages.map((page) => page.page))];
  void Promise.all(modules.map((module) => inATaskOfItsOwn(() => preloadPageModule(module))))
    .catch(() => undefined)
    .then(registerServiceWorker);
}

// After the page's own code too: on a page the app draws itself, the document has loaded long
// before the page's code (a staff phone's first visit to the order board would wait behind the
// customers' offline pages).
const loaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});
void Promise.all([loaded, pageCode]).then(() => setTimeout(setUpOffline, 0));
