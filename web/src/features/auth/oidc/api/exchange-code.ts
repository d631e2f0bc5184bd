import { useMutation } from '@tanstack/react-query';
import { sessionUserSchema, type SessionUser } from '@buka/domain/auth';
import type { OidcErrorCode } from '@buka/domain/oidc';
import { api, ApiError } from '../../../../shared/api/client';

/** A failed exchange, as the login page's `?error=` code that explains it. */
export class ExchangeError extends Error {
  constructor(readonly code: OidcErrorCode) {
    super(code);
  }
}

function errorCode(error: unknown): OidcErrorCode {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 400) return 'expired';
  if (error.status === 403) return 'disabled';
  if (error.status === 404) return 'unavailable';
  return 'failed';
}

// The code is good for one try: an effect run twice (the page drawn again) must share the one
// request instead of spending the code twice.
const inFlight = new Map<string, Promise<SessionUser>>();

/** Trades the done page's one-time code for the session, answered like the phone sign-in. */
export function exchangeCode(code: string): Promise<SessionUser> {
  let pending = inFlight.get(code);
  if (!pending) {
    pending = api<unknown>('/api/auth/oidc/exchange', { method: 'POST', body: { code } })
      .then(({ data }) => sessionUserSchema.parse(data))
      .catch((error: unknown) => {
        throw new ExchangeError(errorCode(error));
      });
    inFlight.set(code, pending);
  }
  return pending;
}

/**
 * The exchange as the done page runs it. Its answer is handled by the page's own call (mutate's
 * callbacks): only the latest call's, and only while the page is shown.
 */
export function useExchangeCode() {
  // Tried at once, as the page is opened: a failure sends the customer back to the login page.
  return useMutation({ mutationFn: exchangeCode, networkMode: 'always' });
}
