import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { offlinePages } from './app/routes';
import { readPageData, seedPageData } from './app/page-data';
import { AppRouter, preloadPage, preloadPageModule } from './app/router';
import { queryClient } from './shared/api/query-client';
import { appStylesLoaded } from './shared/hydration/start-app';
import { browserLanguage, i18n, readPageTexts, showLanguage } from './shared/i18n/i18n';
import { registerServiceWorker } from './shared/offline/register-service-worker';
import { yieldToBrowser } from './shared/hydration/yield-to-browser';
import './index.css';

// The modules above are evaluated in one task, which on a slow phone is already a long one; the
// app's own start (matching the address, reading the page's words and data) waits for the next,
// so that a tap in between is answered (docs/screens.md#the-apps-start).
void yieldToBrowser().then(start);

function start(): void {
  const container = document.getElementById('root')!;
  const app = <App queryClient={queryClient} router={<AppRouter />} />;
  const drawn = readPageData();
  // The code of the page this address shows starts to load now, all its modules at once (a staff
  // page's gate and the page behind it), not one after another as each is first drawn; the page's
  // first answers are asked for as soon as its code is in.
  const pageCode = preloadPage(location.pathname, location.search).catch(() => undefined);
  // The words of the visitor's language, which the page carries (asked for only when it does not:
  // the offline copy). Should they not arrive, the pages show the English table rather than
  // nothing.
  const language = browserLanguage();
  document.documentElement.lang = language;
  const words = showLanguage(language, readPageTexts()).catch(() => i18n.activate(language));

  if (drawn) {
    // The server drew this page (the home page, the menu): React hydrates its markup with the data
    // it was drawn from, once the page's code and the whole stylesheet are in (fetched beside the
    // app's code), so that nothing on screen is drawn again. Each Suspense boundary hydrates on
    // its own, and React replays a tap on a part not yet live once it is. In a transition, so that
    // React hydrates in slices and a slow phone's main thread stays free between them.
    seedPageData(queryClient, drawn);
    void Promise.all([pageCode, appStylesLoaded(), words]).then(() =>
      startTransition(() => void hydrateRoot(container, app)),
    );
  } else {
    // The browser draws this page itself (an order, the cart, a staff page). Also in a transition:
    // React then draws it in slices of a few milliseconds, and a phone stays answerable while
    // the page is built, instead of freezing for the whole first render.
    void words.then(() => {
      const root = createRoot(container);
      startTransition(() => root.render(app));
    });
  }

  // After the page's own code too: on a page the app draws itself, the document has loaded long
  // before the page's code (a staff phone's first visit to the order board would wait behind the
  // customers' offline pages).
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  void Promise.all([loaded, pageCode]).then(setUpOffline);
}

// The service worker (offline menu, installable app) is set up as soon as the page has loaded:
// its downloads then no longer compete with the page's, and a customer on a slow network who
// leaves soon after still finds the menu offline next time. On a first visit the code of the
// pages that work offline is loaded first, all at once, so that the worker, which fetches one
// file after another, finds it in the browser's cache.
function setUpOffline(): void {
  if (!('serviceWorker' in navigator) || navigator.serviceWorker.controller) {
    registerServiceWorker();
    return;
  }
  const modules = [...new Set(offlinePages.map((page) => page.page))];
  void Promise.all(modules.map((module) => preloadPageModule(module)))
    .catch(() => undefined)
    .then(registerServiceWorker);
}
