import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Fragment, StrictMode, type ReactNode } from 'react';
import { useLanguage } from '../shared/i18n/i18n';
import { OfflineNotice } from '../shared/offline/OfflineNotice';
import { UpdateNotice } from '../shared/offline/UpdateNotice';

/** The whole app around its router: the same tree in the browser and on the server. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <InLanguage>
          {router}
          <OfflineNotice />
          <UpdateNotice />
        </InLanguage>
      </QueryClientProvider>
    </StrictMode>
  );
}

/** Everything drawn again, in its words, when the customer chooses another language. */
function InLanguage({ children }: { children: ReactNode }) {
  return <Fragment key={useLanguage()}>{children}</Fragment>;
}
