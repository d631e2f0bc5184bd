import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ShopEvent } from '@buka/domain/events';
import { messages } from '@buka/domain/messages';
import type { AppDeps } from '../app-deps';
import { findSessionUser } from '../auth/sessions.repository';
import type { UserRow } from '../db/tables';
import { HttpError } from '../http/errors';

/** Proxies and phone networks drop a silent connection; a comment now and then keeps it up. */
export const HEARTBEAT_MS = 25_000;
// A phone that stopped reading: past this much unsent data its stream is closed, not buffered.
const MAX_BUFFERED_BYTES = 256 * 1024;
const MAX_STREAMS_PER_USER = 10;

const tokenPattern = /^[A-Za-z0-9_-]{20,200}$/;

/** The stream's query as callers send it (the route reads it with streamToken, below). */
export const eventsQuerySchema = z.object({ token: z.string().regex(tokenPattern).optional() });

/**
 * EventSource cannot send headers, so the session token may come in the query string: in the
 * one parameter spelled exactly `token`, once (issue 12). A name that only decodes to it
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

/** Staff hear everything; a customer hears their own orders and what everyone sees. */
export function isForViewer(viewer: Pick<UserRow, 'id' | 'role'>, event: ShopEvent): boolean {
  if (viewer.role === 'admin') return true;
  if (event.type === 'order.created' || event.type === 'order.updated') {
    return event.userId === String(viewer.id);
  }
  return true;
}

/** GET /api/events: Server-Sent Events, one named event per shop event, its JSON as data. */
export async function eventsRoutes(app: FastifyInstance, { db, events }: AppDeps): Promise<void> {
  const closers = new Set<() => void>();
  const streamsPerUser = new Map<number, number>();
  // Open streams never go idle, so the server's close would wait for them forever.
  app.addHook('preClose', async () => {
    for (const close of [...closers]) close();
  });

  app.get('/api/events', async (request, reply) => {
    const fromQuery = streamToken(request.url);
    if (fromQuery === 'refused') throw new HttpError(401, messages.unauthorized);
    const token = request.token ?? fromQuery;
    const user =
      request.user ?? (fromQuery ? await findSessionUser(db.kysely, fromQuery) : undefined);
    if (!user || !token) throw new HttpError(401, messages.unauthorized);
    const viewer: UserRow = user;
    const streams = streamsPerUser.get(user.id) ?? 0;
    if (streams >= MAX_STREAMS_PER_USER) throw new HttpError(429, messages.tooManyStreams);
    streamsPerUser.set(user.id, streams + 1);

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      connection: 'keep-alive',
    });

    let closed = false;
    const send = (chunk: string) => {
      if (closed || res.writableEnded || res.destroyed) return;
      if (res.writableLength > MAX_BUFFERED_BYTES) return close();
      res.write(chunk);
    };
    const unsubscribe = events.subscribe((event) => {
      if (event.type === 'user.signedOut' || event.type === 'user.rightsChanged') {
        if (event.userId === String(user.id)) close();
      } else if (event.type === 'bus.resumed') {
        // Events may have been missed: the browser reconnects in a moment and reads afresh.
        close();
      } else if (isForViewer(user, event)) {
        send(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      }
    });
    // Sessions expire and roles change while a stream stays open: check now and then.
    const heartbeat = setInterval(() => {
      send(': ping\n\n');
      findSessionUser(db.kysely, token).then(
        (current) => {
          if (!current || current.role !== user.role) close();
        },
        () => {},
      );
    }, HEARTBEAT_MS);

    function close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
      closers.delete(close);
      const left = (streamsPerUser.get(viewer.id) ?? 1) - 1;
      if (left > 0) streamsPerUser.set(viewer.id, left);
      else streamsPerUser.delete(viewer.id);
      if (!res.writableEnded) res.end();
    }
    closers.add(close);
    res.on('close', close);
    // The reconnect delay browsers use after a drop, and a first line so proxies pass headers on.
    send('retry: 3000\n: connected\n\n');
  });
}
