export interface OidcConfig {
  /** The provider's Issuer Identifier; its discovery document is read from there. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The button's words on the login and register pages. */
  label: string;
  /** What a user who came through the provider shows as their provider id (docs/screens.md#staff-area Users). */
  providerId: string;
}

export interface OidcEnv {
  OIDC_ISSUER?: string | undefined;
  OIDC_CLIENT_ID?: string | undefined;
  OIDC_CLIENT_SECRET?: string | undefined;
  OIDC_LABEL?: string | undefined;
}

// Well-known providers get their own name on the button; any other says what it does.
const knownProviders: Record<string, string> = {
  'accounts.google.com': 'Google',
  'login.microsoftonline.com': 'Microsoft',
  'appleid.apple.com': 'Apple',
  'www.facebook.com': 'Facebook',
  'gitlab.com': 'GitLab',
};
const defaultLabel = 'Continue with your account';

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * All three of issuer, client id and secret, or none (then nothing of it shows). Plain http is
 * accepted only for a provider on this machine (the tests'): a real one must use https, because
 * its tokens and keys would otherwise travel readable. Problems are returned, not thrown, so
 * start-up lists them with the others.
 */
export function readOidcConfig(env: OidcEnv): OidcConfig | null | { problems: string[] } {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = env;
  if (!issuer && !clientId && !clientSecret) {
    return env.OIDC_LABEL ? { problems: ['OIDC_LABEL: set OIDC_ISSUER and its client too'] } : null;
  }
  const problems: string[] = [];
  const missing = (['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const).filter(
    (name) => !env[name],
  );
  if (missing.length > 0) {
    problems.push(`${missing.join(', ')}: needed too, to sign in with an identity provider`);
  }
  let url: URL | undefined;
  if (issuer) {
    url = new URL(issuer);
    if (
      url.protocol !== 'https:' &&
      !(url.protocol === 'http:' && loopbackHosts.has(url.hostname))
    ) {
      problems.push('OIDC_ISSUER: must start with https:// (http only for 127.0.0.1 or localhost)');
    }
    if (url.search || url.hash) problems.push('OIDC_ISSUER: must not have a query or fragment');
  }
  if (problems.length > 0 || !url || !issuer || !clientId || !clientSecret) return { problems };
  const known = knownProviders[url.hostname];
  return {
    issuer,
    clientId,
    clientSecret,
    label: env.OIDC_LABEL ?? (known ? `Continue with ${known}` : defaultLabel),
    providerId: url.host,
  };
}
