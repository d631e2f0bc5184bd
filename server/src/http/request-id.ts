import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// What a proxy's id looks like (nginx's $request_id is 32 hex digits, a UUID is 36 characters).
const safeId = /^[A-Za-z0-9._:-]{1,64}$/;

// Ours: random per process start, then counted. Fastify's own count starts at req-1 in every
// process and after every restart, so two processes' ids would meet in one log; a fresh UUID
// per request costs the busiest answers more than the rest of their id handling together.
const processPart = randomBytes(6).toString('hex');
let counted = 0;

/**
 * A request's id, on every log line and in the answer's X-Request-Id: the proxy's, so one
 * request reads across both logs, but only when it is short and plain (an 8 KB id, or
 * one with markup, was echoed and logged as sent); otherwise one of our own, unique across
 * processes and restarts.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  if (typeof given === 'string' && safeId.test(given)) return given;
  counted = (counted + 1) % Number.MAX_SAFE_INTEGER;
  return `${processPart}-${counted.toString(36)}`;
}
