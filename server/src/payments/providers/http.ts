import type { z } from 'zod';
import { ProviderError } from './provider';

const TIMEOUT_MS = 15_000;

/**
 * A JSON call to a provider, its answer checked against the shape the provider documents. Any
 * status is read (providers explain refusals in the body); what cannot be read is a ProviderError.
 */
export async function callProvider<S extends z.ZodType>(
  url: string,
  init: { method: 'GET' | 'POST'; secretKey: string; body?: unknown },
  schema: S,
): Promise<{ status: number; data: z.infer<S> }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        authorization: `Bearer ${init.secretKey}`,
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderError(`${init.method} ${url} failed`, { cause: error });
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    throw new ProviderError(`${init.method} ${url} answered ${response.status}, not JSON`, {
      cause: error,
    });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ProviderError(
      `${init.method} ${url} answered ${response.status} in an unknown shape`,
    );
  }
  return { status: response.status, data: parsed.data };
}
