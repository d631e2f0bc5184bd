import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { OfflineNotice } from '../shared/offline/OfflineNotice';
import { UpdateNotice } from '../shared/offline/UpdateNotice';

/** The whole app around its router: the same tree in the browser and on the server. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {router}
        <OfflineNotice />
        <UpdateNotice />
      </QueryClientProvider>
    </StrictMode>
  );
}
