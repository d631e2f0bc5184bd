// Types of oidc-provider.mjs, so TypeScript tests (server and e2e) can start it.
export { TEST_CLIENT_ID, TEST_CLIENT_SECRET, TEST_PASSWORD } from './oidc-test-values.mjs';

export interface TestProvider {
  issuer: string;
  close(): Promise<void>;
}

export declare function startTestProvider(options: {
  port?: number;
  host?: string;
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
}): Promise<TestProvider>;
