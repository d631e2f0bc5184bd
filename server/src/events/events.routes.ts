import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messages } from '@buka/domain/messages';
import type { AppDeps } from '../app-deps';
import { findSessionUser } from '../auth/sessions.repository';
import { HttpError } from '../http/errors';
import { openEventStream } from './event-stream';

const MAX_STREAMS_PER_USER = 10;

const tokenPattern = /^[A-Za-z0-9_-]{20,200}$/;

/** The stream's query as callers send it (the route reads it with streamToken, below). */
export const eventsQuerySchema = z.object({ token: z.string().regex(tokenPattern).optional() });

/**
 * EventSource cannot send headers, so the session token may come in the query string: in the
 * one parameter spelled exactly `token`, once. A name that only decodes to it
 * (`%74oken`) or a second copy is refused, so no spelling slips past the log's masking.
 */
export function streamToken(url: string): string | null | 'refused' {
  const start = url.indexOf('?');
  if (start < 0) return null;
  const found: string[] = [];
  for (const part of url
    .slice(start + 1)
    .split('#')[0]!
    .split('&')) {
    const equals = part.indexOf('=');
    const name = equals < 0 ? part : part.slice(0, equals);
    if (name === 'token') found.push(equals < 0 ? '' : part.slice(equals + 1));
    else if (/token/i.test(decodeName(name))) return 'refused';
  }
  if (found.length === 0) return null;
  return found.length === 1 && tokenPattern.test(found[0]!) ? found[0]! : 'refused';
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** GET /api/events: the signed-in user's live updates (event-stream.ts). */
export async function eventsRoutes(
  app: FastifyInstance,
  { db, events, now }: AppDeps,
): Promise<void> {
  const closers = new Set<() => void>();
  const streamsPerUser = new Map<number, number>();
  // Open streams never go idle, so the server's close would wait for them forever.
  app.addHook('preClose', async () => {
    for (const close of [...closers]) close();
  });
  const sessionUser = (token: string) => findSessionUser(db.kysely, token, now().getTime());

  // Declared loosely: the token is read by streamToken from the address as sent, and a wrong
  // one is a 401, not a field error.
  const options = { schema: { querystring: z.looseObject({ token: z.unknown().optional() }) } };
  app.get('/api/events', options, async (request, reply) => {
    const fromQuery = streamToken(request.url);
    if (fromQuery === 'refused') throw new HttpError(401, messages.unauthorized);
    const token = request.token ?? fromQuery;
    const user = request.user ?? (fromQuery ? await sessionUser(fromQuery) : undefined);
    if (!user || !token) throw new HttpError(401, messages.unauthorized);
    const streams = streamsPerUser.get(user.id) ?? 0;
    if (streams >= MAX_STREAMS_PER_USER) throw new HttpError(429, messages.tooManyStreams);
    streamsPerUser.set(user.id, streams + 1);

    reply.hijack();
    const close = openEventStream(reply.raw, {
      viewer: user,
      events,
      currentViewer: () => sessionUser(token),
      onClose: () => {
        closers.delete(close);
        const left = (streamsPerUser.get(user.id) ?? 1) - 1;
        if (left > 0) streamsPerUser.set(user.id, left);
        else streamsPerUser.delete(user.id);
      },
    });
    closers.add(close);
  });
}
