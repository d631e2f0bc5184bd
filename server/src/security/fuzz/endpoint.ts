import type fc from 'fast-check';
import type { z } from 'zod';
import type { Identity, World } from '../fixtures/world';

/** One request as app.inject takes it. */
export interface FuzzRequest {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** What the fuzzer knows of the world when it builds requests. */
export interface FuzzWorld extends World {
  /** Browser keys and states of logins started at the identity provider (oidc apps only). */
  oidcLogins: { state: string; cookie: string }[];
  paystackSecret: string;
  flutterwaveHash: string;
}

export type BodyPlan =
  | { kind: 'json'; schema: z.ZodType; known?: (world: FuzzWorld) => unknown[] }
  | { kind: 'multipart' }
  | { kind: 'webhook' }
  | { kind: 'none' };

/**
 * One route's fuzz entry: its schemas (the route's own, imported, not retyped) and values that
 * exist in the world (ids, references), so requests reach past "not found" as well.
 */
export interface FuzzEndpoint {
  /** 'METHOD /path' as the router lists it. */
  route: string;
  /** Whose tokens the route cares about; everyone else's are sent too, less often. */
  as: Identity[];
  params?: z.ZodObject;
  knownParams?: (world: FuzzWorld) => string[];
  query?: z.ZodType;
  knownQueries?: (world: FuzzWorld) => Record<string, string>[];
  body: BodyPlan;
  headers?: (world: FuzzWorld) => fc.Arbitrary<Record<string, string>>;
  /** The app it runs against: the simulator (default), real providers, or sign-in by provider. */
  app?: 'simulator' | 'providers' | 'oidc';
  /** The answer is an endless stream (Server-Sent Events). */
  stream?: boolean;
  /** Last touches that need the finished request (a webhook's signature over its bytes). */
  finish?: (request: FuzzRequest, world: FuzzWorld, choice: number) => FuzzRequest;
}
