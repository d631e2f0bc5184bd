import type { FastifyInstance } from 'fastify';
import { messages } from '@buka/domain/messages';
import { HttpError } from './errors';

/**
 * True when a string anywhere in `value` (keys included) holds U+0000. Walked with a list, not
 * recursion: a body may nest thousands of levels deep.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const key of Object.keys(item)) {
        if (key.includes('\u0000')) return true;
        pending.push((item as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/**
 * True when a raw body's JSON holds U+0000 in a string (a route that keeps its raw bytes, which
 * the guard below cannot read); bytes that are not JSON count when they hold a zero byte.
 */
export function rawBodyContainsNul(body: Buffer): boolean {
  try {
    return containsNul(JSON.parse(body.toString('utf8')));
  } catch {
    return body.includes(0);
  }
}

/**
 * No text a person types holds a NUL character, and PostgreSQL cannot store one (it failed
 * with a 500 where SQLite took it). Refused for every route before its own checks, so both
 * databases answer alike.
 */
export function installTextGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: no promise per request on the busiest paths.
  app.addHook('preValidation', (request, _reply, done) => {
    if (
      containsNul(request.params) ||
      containsNul(request.query) ||
      (!Buffer.isBuffer(request.body) && containsNul(request.body))
    ) {
      return done(new HttpError(400, messages.invalidCharacters));
    }
    done();
  });
}
