import type { FastifyInstance } from 'fastify';
import { idParamsSchema, USERS_PAGE_SIZE, usersQuerySchema } from '@buka/domain/admin';
import { messages } from '@buka/domain/messages';
import type { AppDeps } from '../app-deps';
import { requireAdmin } from '../auth/auth.plugin';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import { deleteUploadRecords, listProfileUploads } from '../uploads/uploads.repository';
import { removeImage, uploadsDir } from '../uploads/uploads.storage';
import { changeStaffRights, keepAnAdmin } from './staff.service';
import { toAdminUser } from './users-admin.mapper';
import { deleteUser, disableUser, enableUser, searchUsers } from './users-admin.repository';

const notFound = { status: 404, message: messages.userNotFound };

export async function usersAdminRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, events } = deps;

  app.get('/api/users', async (request) => {
    requireAdmin(request);
    const query = parseInput(usersQuerySchema, request.query);
    const { users, total } = await searchUsers(db.kysely, db.dialect, query);
    return { users: users.map(toAdminUser), total, page: query.page, pageSize: USERS_PAGE_SIZE };
  });

  app.post('/api/users/:id/disable', async (request) => {
    const admin = requireAdmin(request);
    const { id } = parseInput(idParamsSchema, request.params, notFound);
    if (id === admin.id) throw new HttpError(400, messages.cannotDisableSelf);
    const user = await db.kysely.transaction().execute(async (trx) => {
      await keepAnAdmin(trx, db.dialect, id);
      return disableUser(trx, id, deps.now().getTime());
    });
    if (!user) throw new HttpError(404, messages.userNotFound);
    await events.publish({ type: 'user.signedOut', userId: String(id) });
    return toAdminUser(user);
  });

  app.post('/api/users/:id/enable', async (request) => {
    requireAdmin(request);
    const { id } = parseInput(idParamsSchema, request.params, notFound);
    const user = await enableUser(db.kysely, id);
    if (!user) throw new HttpError(404, messages.userNotFound);
    return toAdminUser(user);
  });

  // Make staff / Remove staff (DESIGN §4); an admin may give up their own rights, never the
  // last admin's.
  for (const [action, staff] of [
    ['make-staff', true],
    ['remove-staff', false],
  ] as const) {
    app.post(`/api/users/:id/${action}`, async (request) => {
      requireAdmin(request);
      const { id } = parseInput(idParamsSchema, request.params, notFound);
      return toAdminUser(await changeStaffRights(deps, id, staff));
    });
  }

  app.delete('/api/users/:id', async (request) => {
    const admin = requireAdmin(request);
    const { id } = parseInput(idParamsSchema, request.params, notFound);
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
  });
}
