import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { offlinePages } from './app/routes';
import { readPageData, seedPageData } from './app/page-data';
import { AppRouter, preloadPage } from './app/router';
import { queryClient } from './shared/api/query-client';
import { appStylesLoaded } from './shared/hydration/start-app';
import { registerServiceWorker } from './shared/offline/register-service-worker';
import './index.css';

const container = document.getElementById('root')!;
const app = <App queryClient={queryClient} router={<AppRouter />} />;
const drawn = readPageData();

if (drawn) {
  // The server drew this page (the home page, the menu): the app takes over its markup with
  // the data it was drawn from, once the page's code and the whole stylesheet are in (fetched
  // beside the app's code), so that the whole page is taken over in one go and nothing on
  // screen is drawn again.
  seedPageData(queryClient, drawn);
  // In a transition, as below: taken over in small slices, so that the phone still answers a
  // tap (held until its button is live, early-taps.ts) while the page is taken over.
  void Promise.all([preloadPage(location.pathname).catch(() => undefined), appStylesLoaded()]).then(
    () => startTransition(() => void hydrateRoot(container, app)),
  );
} else {
  // A transition: React renders the first page in small slices, yielding between them, instead
  // of one long task that a slow phone's main thread cannot answer taps during.
  const root = createRoot(container);
  startTransition(() => root.render(app));
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
  void Promise.all(offlinePages.map((page) => preloadPage(page.fullPath)))
    .catch(() => undefined)
    .then(registerServiceWorker);
}
if (document.readyState === 'complete') setUpOffline();
else window.addEventListener('load', setUpOffline, { once: true });
