import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileUpdateSchema, userSchema } from '@buka/domain/auth';
import { languageChoiceSchema } from '@buka/domain/language-choice';
import { messages } from '@buka/domain/messages';
import type { AppDeps } from '../app-deps';
import { requireUser, signedIn } from '../auth/auth.plugin';
import { HttpError } from '../http/errors';
import { countAttempt } from '../auth/rate-limit.repository';
import { findUpload } from '../uploads/uploads.repository';
import { uploadNameFromUrl } from '../uploads/uploads.storage';
import type { Database } from '../db/tables';
import type { Kysely } from 'kysely';
import { toUser } from './users.mapper';
import { findUserByPhone, updateUser } from './users.repository';

export async function meRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = deps;

  /**
   * Each answer to a new phone number tells whether someone has it: counted like sign-ups, per
   * address and per account, so the profile is no faster a directory than sign-up.
   */
  async function countPhoneCheck(userId: number, address: string): Promise<void> {
    const { perAddress, windowMs } = config.signupLimits;
    const at = deps.now().getTime();
    for (const key of [`phone-check:ip:${address}`, `phone-check:user:${userId}`]) {
      if ((await countAttempt(db.kysely, key, windowMs, at)) > perAddress) {
        throw new HttpError(429, messages.tooManyPhoneChecks);
      }
    }
  }

  app.get('/api/me', { schema: { response: { 200: userSchema } } }, async (request) =>
    toUser(requireUser(request)),
  );

  // docs/screens.md#pages /profile: full name, phone and photo.
  app.patch(
    '/api/me',
    {
      schema: { body: profileUpdateSchema, response: { 200: userSchema } },
      preValidation: signedIn,
    },
    async (request) => {
      const user = requireUser(request);
      const changes = request.body;
      if (changes.photoURL) await requireOwnPhoto(db.kysely, user.id, changes.photoURL);
      if (changes.phoneNumber && changes.phoneNumber !== user.phone) {
        await countPhoneCheck(user.id, request.ip);
        const owner = await findUserByPhone(db.kysely, changes.phoneNumber);
        if (owner) throw new HttpError(409, messages.phoneTaken);
      }
      const updated = await updateUser(db.kysely, user.id, {
        name: changes.name,
        phone: changes.phoneNumber,
        photoUrl: changes.photoURL,
      }).catch(async (error: unknown) => {
        // Two users claiming one phone at once: the unique index lets only one through.
        if (changes.phoneNumber && (await findUserByPhone(db.kysely, changes.phoneNumber))) {
          throw new HttpError(409, messages.phoneTaken);
        }
        throw error;
      });
      if (!updated) throw new HttpError(401, messages.unauthorized);
      return toUser(updated);
    },
  );

  // The language a customer chose on the pages, kept on the account so that the texts the shop
  // sends them are in it too (docs/languages.md).
  app.put(
    '/api/me/language',
    {
      schema: { body: languageChoiceSchema, response: { 204: z.undefined() } },
      preValidation: signedIn,
      config: { invalid: { body: { status: 422, message: messages.badRequest } } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await updateUser(db.kysely, user.id, { language: request.body.language });
      return reply.code(204).send();
    },
  );
}

/**
 * A profile photo is a picture this user uploaded to this shop: never a foreign
 * address (which would track who looks at it) nor a `javascript:` link.
 */
async function requireOwnPhoto(db: Kysely<Database>, userId: number, url: string): Promise<void> {
  const name = uploadNameFromUrl(url);
  const upload = name ? await findUpload(db, name) : undefined;
  if (!upload || upload.userId !== userId) throw new HttpError(422, messages.invalidPhotoUrl);
}
