// The test identity provider's fixed values, shared by the provider, the Playwright config and
// the tests (kept apart from oidc-provider.mjs so reading them does not load the provider).
export const TEST_PASSWORD = 'buka-test';
export const TEST_CLIENT_ID = 'buka-shop';
export const TEST_CLIENT_SECRET = 'buka-test-client-secret';
/** The browser tests' provider (the API tests take any free port). */
export const TEST_PROVIDER_PORT = 4790;
export const TEST_PROVIDER_LABEL = 'Continue with Test ID';
