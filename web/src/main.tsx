import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router';
import { queryClient } from './shared/api/query-client';
import { OfflineNotice } from './shared/offline/OfflineNotice';
import { UpdateNotice } from './shared/offline/UpdateNotice';
import './index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <OfflineNotice />
      <UpdateNotice />
    </QueryClientProvider>
  </StrictMode>,
);

// The service worker (offline menu, installable app) is set up once the page is up, so neither
// its code nor its downloads compete with the first paint.
function registerWhenLoaded(): void {
  void import('./shared/offline/register-service-worker').then((module) =>
    module.registerServiceWorker(),
  );
}
if (document.readyState === 'complete') registerWhenLoaded();
else window.addEventListener('load', registerWhenLoaded, { once: true });
