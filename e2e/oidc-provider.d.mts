// Types of oidc-provider.mjs, so the server's TypeScript tests can start it.
export declare const TEST_PASSWORD: string;
export declare const TEST_CLIENT_ID: string;
export declare const TEST_CLIENT_SECRET: string;

export interface TestProvider {
  issuer: string;
  close(): Promise<void>;
}

export declare function startTestProvider(options: {
  port?: number;
  host?: string;
  redirectUris: string[];
}): Promise<TestProvider>;
