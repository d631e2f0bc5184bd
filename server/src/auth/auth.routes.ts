import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  sessionUserSchema,
  signinRequestSchema,
  signupRequestSchema,
  type SessionUser,
} from '@buka/domain/auth';
import { messages } from '@buka/domain/messages';
import type { AppDeps } from '../app-deps';
import type { UserRow } from '../db/tables';
import { HttpError } from '../http/errors';
import { languageOf } from '../i18n/request-language';
import { toUser } from '../users/users.mapper';
import { findUserByPhone, insertUser } from '../users/users.repository';
import { isFirstAdminPhone } from './admins';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { countAttempt } from './rate-limit.repository';
import { countSigninAttempt, forgiveSigninAttempt } from './signin-limits';
import { createSession, deleteSession } from './sessions.repository';

export async function authRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The spec's answer to bad inputs on both calls: 422 'Incorrect inputs'.
  const badInputs = { body: { status: 422, message: messages.loginBadInputs } };
  const { db, config } = deps;
  // The role is the account's own: a sign-in never derives it from the phone
  // (docs/server-rules.md#roles).
  async function startSession(user: UserRow): Promise<SessionUser> {
    const token = await createSession(db.kysely, user.id, config.sessionDays, deps.now().getTime());
    return { ...toUser(user), token };
  }

  // docs/api.md#storefront-calls: 200 user data; 404 wrong credentials; 422 bad inputs.
  app.post(
    '/api/users/login/customer/signin',
    {
      schema: { body: signinRequestSchema, response: { 200: sessionUserSchema } },
      config: { invalid: badInputs },
    },
    async (request) => {
      const { body } = request;
      // Counted before the slow password check, so a burst of parallel guesses cannot all get in
      // under the limits; the real owner's attempt is given back below.
      const limits = await countSigninAttempt(deps, body.phoneNumber, request.ip);
      if (limits.refused) throw new HttpError(429, messages.tooManyAttempts);
      if (limits.waitMs > 0) await sleep(limits.waitMs);

      const user = await findUserByPhone(db.kysely, body.phoneNumber);
      const valid = user?.passwordHash
        ? await verifyPassword(body.password, user.passwordHash)
        : (await verifyAgainstDummy(body.password, config.passwordCost), false);
      if (!user || !valid) throw new HttpError(404, messages.loginNotFound);
      await forgiveSigninAttempt(deps, body.phoneNumber, request.ip);
      if (user.disabledAt !== null) throw new HttpError(403, messages.accountDisabled);
      return startSession(user);
    },
  );

  // docs/api.md#storefront-calls: 201 user data; 204 when the phone is taken.
  app.post(
    '/api/users/login/customer/signup',
    {
      schema: {
        body: signupRequestSchema,
        response: { 201: sessionUserSchema, 204: z.undefined() },
      },
      config: { invalid: badInputs },
    },
    async (request, reply) => {
      const { body } = request;
      // Every well-formed sign-up counts, the 204s too: each new account costs a slow hash, and
      // each answer tells whether a phone has an account. Counted first, so a burst cannot pass.
      const signups = await countAttempt(
        db.kysely,
        `signup:ip:${request.ip}`,
        config.signupLimits.windowMs,
        deps.now().getTime(),
      );
      if (signups > config.signupLimits.perAddress) {
        throw new HttpError(429, messages.tooManySignups);
      }
      if (await findUserByPhone(db.kysely, body.phoneNumber)) return reply.status(204).send();
      const passwordHash = await hashPassword(body.password, config.passwordCost);
      let user: UserRow;
      try {
        user = await insertUser(db.kysely, {
          name: body.name,
          phone: body.phoneNumber,
          passwordHash,
          role: (await isFirstAdminPhone(db.kysely, config, body.phoneNumber))
            ? 'owner'
            : 'customer',
          provider: 'phone',
          // The language the pages were shown in (docs/languages.md): the texts the shop sends
          // about the first order are in it, with no need to choose it again.
          language: languageOf(request),
          createdAt: deps.now().getTime(),
        });
      } catch (error) {
        // Two sign-ups for one phone at once: the unique index lets one through.
        if (await findUserByPhone(db.kysely, body.phoneNumber)) return reply.status(204).send();
        throw error;
      }
      return reply.status(201).send(await startSession(user));
    },
  );

  // Takes no input: the session is the bearer token's.
  app.post('/api/users/logout', { schema: {} }, async (request, reply) => {
    if (request.token) await deleteSession(db.kysely, request.token);
    return reply.status(204).send();
  });
}
