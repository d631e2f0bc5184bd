import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change by asking again; a dropped connection might.
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status >= 400) && failures < 2,
      refetchOnWindowFocus: true,
    },
  },
});
