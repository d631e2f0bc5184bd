export declare const TEST_PASSWORD: string;
export declare const TEST_CLIENT_ID: string;
export declare const TEST_CLIENT_SECRET: string;
export declare const TEST_PROVIDER_PORT: number;
export declare const TEST_PROVIDER_LABEL: string;
