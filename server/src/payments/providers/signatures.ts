import { createHmac, timingSafeEqual } from 'node:crypto';

/** Equal strings, compared in constant time so the answer's timing gives nothing away. */
export function safeEqual(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function hmacSha512Hex(secret: string, body: Buffer): string {
  return createHmac('sha512', secret).update(body).digest('hex');
}

export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A webhook body once its origin is proven; anything unreadable is simply not an event. */
export function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}
