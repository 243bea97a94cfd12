import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';
import { toastError } from '../lib/show-error.ts';

/** A client error (4xx) will not change on retry; a lost connection or a 5xx may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status !== null && error.status < 500) return false;
  return failureCount < 2;
}

/** One per signed-in stay: a logout drops it with everything it cached. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Failures show the server's message or the status text [ERR-GEN-2..5]; a 403 already logged out.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent !== true) toastError(error);
      },
    }),
    mutationCache: new MutationCache({ onError: (error) => toastError(error) }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
