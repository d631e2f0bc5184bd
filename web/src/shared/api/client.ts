import { t } from '../i18n/i18n';
import { getSession } from '../session/session-store';

/** A failed call: the HTTP status (0 when the network failed) and the server's words. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ApiResponse<T> {
  status: number;
  data: T;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Calls the API with the session's bearer token. Answers with the status and the parsed body
 * for every 2xx (the spec tells apart 200, 201 and 204); throws ApiError otherwise.
 *
 * One rule for answers: `T` is a promise, not a check. A call that reads an answer's shape
 * asks for `api<unknown>` and parses it with its domain schema (loaded beside the call where
 * zod is not yet in the page); a call that does not parse says why beside it.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  const token = getSession()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, navigator.onLine ? t('somethingWentWrong') : t('youAreOffline'));
  }
  const text = response.status === 204 ? '' : await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const message =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
        ? data.message
        : t('somethingWentWrong');
    throw new ApiError(response.status, message);
  }
  return { status: response.status, data: data as T };
}
