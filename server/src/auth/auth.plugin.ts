import type {
  FastifyInstance,
  FastifyRequest,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import { messages } from '@buka/domain/messages';
import { can, type StaffRight } from '@buka/domain/staff-roles';
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
  interface FastifyContextConfig {
    /**
     * The staff right the route needs (domain/src/staff-roles.ts), checked before its input:
     * every staff route declares one (docs/decisions/0012-staff-rights.md).
     */
    right?: StaffRight;
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

/** A staff right comes with the user's role, decided by the server (docs/server-rules.md#roles). */
export function requireRight(request: FastifyRequest, right: StaffRight): UserRow {
  const user = requireUser(request);
  if (!can(user.role, right)) throw new HttpError(403, messages.forbidden);
  return user;
}

/**
 * The staff member calling a route that declares its right (`config.right`), already checked
 * before the input; asked again here so a handler can never run for someone without it.
 */
export function requireStaff(request: FastifyRequest): UserRow {
  const { right } = request.routeOptions.config;
  if (!right) throw new Error(`${request.routeOptions.url} declares no staff right`);
  return requireRight(request, right);
}

/**
 * Who may call is checked before the input: a visitor is told to sign in, not that a field is
 * wrong, and learns nothing of a staff call's shape.
 */
export const signedIn = beforeInput(requireUser);
const staffOnly = beforeInput(requireStaff);

/** The staff area's own addresses: none may answer without a declared right. */
const STAFF_AREA = '/api/admin/';

/** Why a route cannot start: it is in the staff area but names no right. */
export function missingRight(route: Pick<RouteOptions, 'url' | 'config'>): string | null {
  const config = route.config as { right?: StaffRight } | undefined;
  if (route.url.startsWith(STAFF_AREA) && !config?.right) return 'a staff route without a right';
  return null;
}

/**
 * Every route that declares a right gets its check before the input, as its own first
 * `preValidation` step; a staff-area route without one keeps the app from starting, naming it.
 */
export function installStaffRights(app: FastifyInstance): void {
  const missing: string[] = [];
  app.addHook('onRoute', (route) => {
    const problem = missingRight(route);
    if (problem) missing.push(`${[route.method].flat().join(',')} ${route.url}: ${problem}`);
    if (!route.config?.right) return;
    const own = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [staffOnly, ...own];
  });
  app.addHook('onReady', async () => {
    if (missing.length > 0) {
      throw new Error(`Staff routes must declare their right:\n  ${missing.join('\n  ')}`);
    }
  });
}

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
