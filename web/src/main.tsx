import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router';
import { queryClient } from './shared/api/query-client';
import { OfflineNotice } from './shared/offline/OfflineNotice';
import { UpdateNotice } from './shared/offline/UpdateNotice';
import './index.css';

// A transition: React renders the first page in small slices, yielding between them, instead of
// one long task that a slow phone's main thread cannot answer taps during.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppRouter />
        <OfflineNotice />
        <UpdateNotice />
      </QueryClientProvider>
    </StrictMode>,
  );
});

// The service worker (offline menu, installable app) is set up a while after the page is up and
// the phone is idle, so neither its code nor its downloads compete with the first page.
const REGISTER_AFTER_LOAD_MS = 4000;
function registerWhenIdle(): void {
  setTimeout(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 0));
    idle(() => {
      void import('./shared/offline/register-service-worker').then((module) =>
        module.registerServiceWorker(),
      );
    });
  }, REGISTER_AFTER_LOAD_MS);
}
if (document.readyState === 'complete') registerWhenIdle();
else window.addEventListener('load', registerWhenIdle, { once: true });
