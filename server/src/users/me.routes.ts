import type { FastifyInstance } from 'fastify';
import { profileUpdateSchema } from '@buka/domain/auth';
import { messages } from '@buka/domain/messages';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/auth.plugin';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import { toUser } from './users.mapper';
import { findUserByPhone, updateUser } from './users.repository';

export async function meRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.get('/api/me', async (request) => toUser(requireUser(request)));

  // spec §2 /profile: full name, phone and photo.
  app.patch('/api/me', async (request) => {
    const user = requireUser(request);
    const changes = parseInput(profileUpdateSchema, request.body);
    if (changes.phoneNumber && changes.phoneNumber !== user.phone) {
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
  });
}
