import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminUserSchema,
  idParamsSchema,
  messageResponseSchema,
  USERS_PAGE_SIZE,
  usersQuerySchema,
  usersResponseSchema,
} from '@buka/domain/admin';
import { messages } from '@buka/domain/messages';
import type { AppDeps } from '../app-deps';
import { requireAdmin, staffOnly } from '../auth/auth.plugin';
import { HttpError } from '../http/errors';
import { deleteUploadRecords, listProfileUploads } from '../uploads/uploads.repository';
import { removeImage, uploadsDir } from '../uploads/uploads.storage';
import { changeStaffRights, keepAnAdmin } from './staff.service';
import { toAdminUser } from './users-admin.mapper';
import { deleteUser, disableUser, enableUser, searchUsers } from './users-admin.repository';

// An id that cannot be one is a user that does not exist.
const byId = {
  schema: { params: idParamsSchema, response: { 200: adminUserSchema } },
  config: { invalid: { params: { status: 404, message: messages.userNotFound } } },
  preValidation: staffOnly,
};

export async function usersAdminRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, events } = deps;

  app.get(
    '/api/users',
    {
      schema: { querystring: usersQuerySchema, response: { 200: usersResponseSchema } },
      preValidation: staffOnly,
    },
    async (request) => {
      requireAdmin(request);
      const { query } = request;
      const { users, total } = await searchUsers(db.kysely, db.dialect, query);
      return { users: users.map(toAdminUser), total, page: query.page, pageSize: USERS_PAGE_SIZE };
    },
  );

  app.post('/api/users/:id/disable', byId, async (request) => {
    const admin = requireAdmin(request);
    const { id } = request.params;
    if (id === admin.id) throw new HttpError(400, messages.cannotDisableSelf);
    const user = await db.kysely.transaction().execute(async (trx) => {
      await keepAnAdmin(trx, db.dialect, id);
      return disableUser(trx, id, deps.now().getTime());
    });
    if (!user) throw new HttpError(404, messages.userNotFound);
    await events.publish({ type: 'user.signedOut', userId: String(id) });
    return toAdminUser(user);
  });

  app.post('/api/users/:id/enable', byId, async (request) => {
    requireAdmin(request);
    const { id } = request.params;
    const user = await enableUser(db.kysely, id);
    if (!user) throw new HttpError(404, messages.userNotFound);
    return toAdminUser(user);
  });

  // Make staff / Remove staff (docs/server-rules.md#roles); an admin may give up their own rights,
  // never the last admin's.
  for (const [action, staff] of [
    ['make-staff', true],
    ['remove-staff', false],
  ] as const) {
    app.post(`/api/users/:id/${action}`, byId, async (request) => {
      requireAdmin(request);
      const { id } = request.params;
      return toAdminUser(await changeStaffRights(deps, id, staff));
    });
  }

  app.delete(
    '/api/users/:id',
    { ...byId, schema: { ...byId.schema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const admin = requireAdmin(request);
      const { id } = request.params;
      if (id === admin.id) throw new HttpError(400, messages.cannotDeleteSelf);
      const photos = await db.kysely.transaction().execute(async (trx) => {
        await keepAnAdmin(trx, db.dialect, id);
        const names = await listProfileUploads(trx, id);
        await deleteUploadRecords(trx, names);
        return (await deleteUser(trx, id)) ? names : null;
      });
      if (!photos) throw new HttpError(404, messages.userNotFound);
      await events.publish({ type: 'user.signedOut', userId: String(id) });
      const dir = uploadsDir(deps.config.dataDir);
      await Promise.all(photos.map((name) => removeImage(dir, name)));
      return { message: messages.userDeleted };
    },
  );
}
