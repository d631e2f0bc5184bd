import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUserSchema, type SessionUser } from '@buka/domain/auth';
import { messages } from '@buka/domain/messages';
import {
  OIDC_CALLBACK_PATH,
  OIDC_DONE_PATH,
  OIDC_START_PATH,
  authProvidersSchema,
  oidcExchangeRequestSchema,
  type AuthProviders,
  type OidcErrorCode,
} from '@buka/domain/oidc';
import type { AppDeps } from '../app-deps';
import { HttpError } from '../http/errors';
import { toUser } from '../users/users.mapper';
import { findUserById } from '../users/users.repository';
import {
  browserKeyCookie,
  hashSecret,
  newBrowserKey,
  readBrowserKey,
  sameHash,
} from './oidc.browser';
import { createOidcClient, newOidcChecks, OidcSignInError } from './oidc.client';
import { copyProviderPhoto } from './oidc.photo';
import {
  deleteExpiredOidcRows,
  saveHandoff,
  savePendingLogin,
  takeHandoff,
  takePendingLogin,
} from './oidc.repository';
import { findOrCreateProviderUser } from './oidc.users';
import { countFailure, isLimited } from './rate-limit.repository';
import { createSession } from './sessions.repository';

const LOGIN_TTL_MS = 10 * 60 * 1000;
// Long enough for a slow phone to load the done page, short enough to be useless in a log.
const HANDOFF_TTL_MS = 2 * 60 * 1000;
// Each start writes a row; this bounds what one address can write. Generous, because many
// customers on one mobile network share an address.
const START_LIMIT = 120;

/** docs/server-rules.md#sign-in: signing in through a third-party identity provider (OpenID Connect). */
export async function oidcRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = deps;
  const oidc = config.oidc;
  const oidcClient = oidc ? createOidcClient(oidc) : null;
  const redirectUri = config.publicUrl + OIDC_CALLBACK_PATH;
  const secureCookie = config.publicUrl.startsWith('https:');

  app.get(
    '/api/auth/providers',
    { schema: { response: { 200: authProvidersSchema } } },
    async (_request, reply): Promise<AuthProviders> => {
      reply.header('cache-control', 'no-cache');
      return { oidc: oidc ? { label: oidc.label, startUrl: OIDC_START_PATH } : null };
    },
  );

  // Browsers arrive here by navigation, so failures go back to the login page with a code
  // its message is looked up by, never to a JSON answer.
  const toLogin = (reply: FastifyReply, code: OidcErrorCode) =>
    reply.header('cache-control', 'no-store').redirect(`/login?error=${code}`, 302);

  // Takes no input: the browser arrives by a link.
  app.get(OIDC_START_PATH, { schema: {} }, async (request, reply) => {
    if (!oidcClient) return toLogin(reply, 'unavailable');
    const limitKey = `oidc:ip:${request.ip}`;
    const at = deps.now().getTime();
    if (await isLimited(db.kysely, limitKey, START_LIMIT, at)) return toLogin(reply, 'too-many');
    await countFailure(db.kysely, limitKey, LOGIN_TTL_MS, at);

    const checks = newOidcChecks();
    let url: URL;
    try {
      url = await oidcClient.authorizationUrl(checks, redirectUri);
    } catch (error) {
      request.log.error({ err: error }, 'identity provider unavailable');
      return toLogin(reply, 'failed');
    }
    const now = deps.now().getTime();
    // A second tab's login keeps the first one's key, so both can finish.
    const browserKey = readBrowserKey(request) ?? newBrowserKey();
    await deleteExpiredOidcRows(db.kysely, now);
    await savePendingLogin(db.kysely, {
      ...checks,
      browserHash: hashSecret(browserKey),
      expiresAt: now + LOGIN_TTL_MS,
    });
    reply.header('set-cookie', browserKeyCookie(browserKey, LOGIN_TTL_MS / 1000, secureCookie));
    return reply.header('cache-control', 'no-store').redirect(url.href, 302);
  });

  // The provider's answer is read whole by the OpenID client; declared loosely, so that an odd
  // one still goes back to /login with a code rather than to a JSON error.
  const callbackQuery = z.looseObject({
    code: z.unknown().optional(),
    state: z.unknown().optional(),
    error: z.unknown().optional(),
  });
  app.get(
    OIDC_CALLBACK_PATH,
    { schema: { querystring: callbackQuery } },
    async (request, reply) => {
      if (!oidcClient || !oidc) return toLogin(reply, 'unavailable');
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const query = new URLSearchParams(search);
      const now = deps.now().getTime();
      const state = query.get('state');
      // Taken out first: whatever happens next, this state cannot be used again.
      const pending = state ? await takePendingLogin(db.kysely, state, now) : undefined;
      const providerError = query.get('error');
      if (providerError) {
        request.log.info({ providerError }, 'identity provider answered with an error');
        return toLogin(reply, providerError === 'access_denied' ? 'denied' : 'failed');
      }
      const browserKey = readBrowserKey(request);
      if (!pending || !browserKey || !sameHash(pending.browserHash, hashSecret(browserKey))) {
        return toLogin(reply, 'expired');
      }

      let userId: number;
      try {
        const profile = await oidcClient.finish(new URL(redirectUri + search), pending);
        let user = await findOrCreateProviderUser(db.kysely, config, oidc.providerId, profile, now);
        if (user.disabledAt !== null) return toLogin(reply, 'disabled');
        if (!user.photoUrl && profile.picture) {
          user = await copyProviderPhoto(deps, request.log, user, profile.picture);
        }
        userId = user.id;
      } catch (error) {
        if (!(error instanceof OidcSignInError)) {
          request.log.error({ err: error }, 'provider sign-in failed');
          return toLogin(reply, 'failed');
        }
        request.log.warn({ err: error.cause ?? error }, error.message);
        return toLogin(reply, error.code);
      }

      // The session token never travels in a URL: the page trades this one-time code for it.
      const code = randomBytes(32).toString('base64url');
      await saveHandoff(db.kysely, {
        codeHash: hashSecret(code),
        userId,
        browserHash: pending.browserHash,
        expiresAt: now + HANDOFF_TTL_MS,
      });
      return reply.header('cache-control', 'no-store').redirect(`${OIDC_DONE_PATH}?code=${code}`);
    },
  );

  // Answers like the phone sign-in (docs/api.md#storefront-calls): the user and a session token.
  app.post(
    '/api/auth/oidc/exchange',
    {
      schema: { body: oidcExchangeRequestSchema, response: { 200: sessionUserSchema } },
      config: { invalid: { body: { status: 400, message: messages.providerLinkExpired } } },
      // Without a provider there is nothing to exchange, whatever the code looks like.
      preValidation: (_request, _reply, done) =>
        done(oidc ? undefined : new HttpError(404, messages.providerUnavailable)),
    },
    async (request): Promise<SessionUser> => {
      const { code } = request.body;
      const handoff = await takeHandoff(db.kysely, hashSecret(code), deps.now().getTime());
      const browserKey = readBrowserKey(request);
      if (!handoff || !browserKey || !sameHash(handoff.browserHash, hashSecret(browserKey))) {
        throw new HttpError(400, messages.providerLinkExpired, 'expired');
      }
      const user = await findUserById(db.kysely, handoff.userId);
      if (!user || user.disabledAt !== null) throw new HttpError(403, messages.accountDisabled);
      const token = await createSession(
        db.kysely,
        user.id,
        config.sessionDays,
        deps.now().getTime(),
      );
      return { ...toUser(user), token };
    },
  );
}
