import { z } from 'zod';
import { messages } from './messages';

// docs/server-rules.md#sign-in, docs/server-rules.md#roles, docs/api.md#storefront-calls: the
// second way in, a third-party identity provider (OpenID Connect) with the e-mail address as the
// user key. The browser only ever holds links and a one-time code; the server does the OpenID
// Connect work.

export const OIDC_START_PATH = '/api/auth/oidc/start';
export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';
/** The web page the callback lands on, with `?code=` to exchange for the session. */
export const OIDC_DONE_PATH = '/auth/oidc/done';

/** GET /api/auth/providers: which extra sign-in buttons the login and register pages show. */
export const authProvidersSchema = z.object({
  oidc: z.object({ label: z.string(), startUrl: z.string() }).nullable(),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** POST /api/auth/oidc/exchange: the one-time code of the done page, answered like sign-in. */
export const oidcExchangeRequestSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/),
});
export type OidcExchangeRequest = z.infer<typeof oidcExchangeRequestSchema>;

/** The `?error=` codes the server sends a failed provider sign-in back to /login with. */
export const oidcErrorMessages = {
  denied: messages.providerDenied,
  expired: messages.providerLinkExpired,
  'no-email': messages.providerEmailMissing,
  unverified: messages.providerEmailUnverified,
  disabled: messages.accountDisabled,
  'too-many': messages.tooManyAttempts,
  failed: messages.providerFailed,
  unavailable: messages.providerUnavailable,
} as const;
export type OidcErrorCode = keyof typeof oidcErrorMessages;

/** The words for a login page's `?error=` code; unknown codes still say something useful. */
export function oidcErrorMessage(code: string | null): string | null {
  if (!code) return null;
  return Object.hasOwn(oidcErrorMessages, code)
    ? oidcErrorMessages[code as OidcErrorCode]
    : messages.providerFailed;
}
