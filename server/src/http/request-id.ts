import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// What a proxy's id looks like (nginx's $request_id is 32 hex digits, a UUID is 36 characters).
const safeId = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * A request's id, on every log line and in the answer's X-Request-Id: the proxy's, so one
 * request reads across both logs, but only when it is short and plain (an 8 KB id, or
 * one with markup, was echoed and logged as sent); otherwise one of our own. Fastify's own count
 * starts at req-1 in every process and after every restart, so our own is random.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && safeId.test(given) ? given : randomUUID();
}
