import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messages } from '@buka/domain/messages';
import type { AppDeps } from '../app-deps';
import { findSessionUser } from '../auth/sessions.repository';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import { openEventStream } from './event-stream';

const MAX_STREAMS_PER_USER = 10;

// EventSource cannot send headers, so the session token may come in the query string.
export const eventsQuerySchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,200}$/)
    .optional(),
});

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

  app.get('/api/events', async (request, reply) => {
    const query = parseInput(eventsQuerySchema, request.query, {
      status: 401,
      message: messages.unauthorized,
    });
    const token = request.token ?? query.token;
    const user = request.user ?? (query.token ? await sessionUser(query.token) : undefined);
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
