import * as client from 'openid-client';
import { z } from 'zod';
import type { OidcErrorCode } from '@buka/domain/oidc';
import type { OidcConfig } from './oidc.config';
import type { ProviderProfile } from './oidc.users';

/** What a login remembers between leaving for the provider and coming back. */
export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Fresh random values for one login, from openid-client (no hand-made randomness). */
export function newOidcChecks(): OidcChecks {
  return {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  };
}

/** A sign-in that must end on the login page with the words of this code. */
export class OidcSignInError extends Error {
  constructor(
    readonly code: OidcErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

// What we read from the ID token and the userinfo answer. Anything odd in the optional parts
// is dropped rather than refused: a strange name must not stop someone ordering food.
const claimsSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email()).optional().catch(undefined),
  email_verified: z.unknown().optional(),
  name: z.string().trim().min(1).max(80).optional().catch(undefined),
  picture: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional()
    .catch(undefined),
});

export interface OidcClient {
  authorizationUrl(checks: OidcChecks, redirectUri: string): Promise<URL>;
  /** Checks the provider's answer (state, PKCE, ID token and nonce) and reads the person. */
  finish(callbackUrl: URL, checks: OidcChecks): Promise<ProviderProfile>;
}

/**
 * openid-client does the protocol; we only choose its options. The provider's metadata is read
 * once per process, on first use, and read again after a failure (the provider may have been
 * down when the shop started).
 */
export function createOidcClient(oidc: OidcConfig): OidcClient {
  let configuration: Promise<client.Configuration> | undefined;
  const configure = () => {
    configuration ??= discover(oidc).catch((error: unknown) => {
      configuration = undefined;
      throw new OidcSignInError('failed', 'The provider could not be reached', { cause: error });
    });
    return configuration;
  };

  return {
    async authorizationUrl(checks, redirectUri) {
      const config = await configure();
      return client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    async finish(callbackUrl, checks) {
      const config = await configure();
      let claims: Record<string, unknown>;
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        if (!idClaims) throw new Error('The provider sent no ID token');
        claims = { ...idClaims };
        // Many providers put the e-mail only in the userinfo answer, not in the ID token.
        const incomplete = claims.email === undefined || claims.email_verified === undefined;
        if (incomplete && config.serverMetadata().userinfo_endpoint) {
          // The userinfo answer must be about the same subject; the ID token's claims win.
          const userInfo = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
          claims = { ...userInfo, ...claims };
        }
      } catch (error) {
        throw new OidcSignInError('failed', 'The provider refused the sign-in', { cause: error });
      }
      return readProfile(claims);
    },
  };
}

async function discover(oidc: OidcConfig): Promise<client.Configuration> {
  // Plain http only for the tests' provider on this machine (the config refuses it elsewhere).
  const insecure = new URL(oidc.issuer).protocol === 'http:';
  const found = await client.discovery(new URL(oidc.issuer), oidc.clientId, undefined, undefined, {
    timeout: 10,
    execute: insecure ? [client.allowInsecureRequests] : [],
  });
  const metadata = found.serverMetadata();
  // RFC 8414: a provider listing no methods takes client_secret_basic, which every one must.
  const methods = metadata.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
  const auth =
    !methods.includes('client_secret_basic') && methods.includes('client_secret_post')
      ? client.ClientSecretPost(oidc.clientSecret)
      : client.ClientSecretBasic(oidc.clientSecret);
  const config = new client.Configuration(metadata, oidc.clientId, undefined, auth);
  config.timeout = 10;
  if (insecure) client.allowInsecureRequests(config);
  return config;
}

/** docs/server-rules.md#sign-in: the verified e-mail is the key; without it nobody is signed in. */
export function readProfile(raw: Record<string, unknown>): ProviderProfile {
  const claims = claimsSchema.parse(raw);
  if (!claims.email) {
    throw new OidcSignInError('no-email', 'The provider sent no usable e-mail address');
  }
  // Only a literal true: a provider that has not checked the address proves nothing.
  if (claims.email_verified !== true) {
    throw new OidcSignInError('unverified', 'The provider has not verified the e-mail address');
  }
  return { email: claims.email, name: claims.name ?? null, picture: claims.picture ?? null };
}
