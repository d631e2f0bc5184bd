import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import { messages } from '@buka/domain/messages';
import type { AppDeps } from '../app-deps';
import type { UserRow } from '../db/tables';
import { HttpError } from '../http/errors';
import { findSessionUser } from './sessions.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, when a valid bearer token came with the request. */
    user: UserRow | null;
    token: string | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  // The scheme is case-insensitive (RFC 9110 §11.1); our tokens are base64url.
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header);
  return match?.[1] ?? null;
}

/** Reads the session of every request that carries a token; routes then ask for what they need. */
export function installAuth(app: FastifyInstance, { db, now }: AppDeps): void {
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);
  // A callback hook: most requests (the menu, pages, pictures) carry no token and pass without
  // a promise; those that do wait for their session.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request);
    if (!token) return done();
    findSessionUser(db.kysely, token, now().getTime()).then((user) => {
      if (user) {
        request.user = user;
        request.token = token;
      }
      done();
    }, done);
  });
}

/** docs/api.md#errors: 401 'Unauthorized. Login again' without a valid session. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, messages.unauthorized);
  return request.user;
}

/** Admin is a role on the user, decided by the server (docs/server-rules.md#roles). */
export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.role !== 'admin') throw new HttpError(403, messages.forbidden);
  return user;
}

/**
 * Who may call is checked before the input: a visitor is told to sign in, not that a field is
 * wrong, and learns nothing of a staff call's shape.
 */
export const signedIn = beforeInput(requireUser);
export const staffOnly = beforeInput(requireAdmin);

function beforeInput(check: (request: FastifyRequest) => unknown): preValidationHookHandler {
  // A callback hook: no promise per request.
  return (request, _reply, done) => {
    try {
      check(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  };
}
