import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminUserSchema,
  idParamsSchema,
  roleChangeSchema,
  messageResponseSchema,
  USERS_PAGE_SIZE,
  usersQuerySchema,
  usersResponseSchema,
} from '@buka/domain/admin';
import { messages } from '@buka/domain/messages';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../app-deps';
import type { Database, UserRow } from '../db/tables';
import { requireStaff } from '../auth/auth.plugin';
import { HttpError } from '../http/errors';
import { deleteUploadRecords, listProfileUploads } from '../uploads/uploads.repository';
import { removeImage, uploadsDir } from '../uploads/uploads.storage';
import { changeRole, keepAnOwner, mayActOn } from './staff.service';
import { toAdminUser } from './users-admin.mapper';
import { deleteUser, disableUser, enableUser, searchUsers } from './users-admin.repository';
import { findUserById } from './users.repository';

// An id that cannot be one is a user that does not exist.
const userNotFound = { status: 404, message: messages.userNotFound };
const byId = {
  schema: { params: idParamsSchema, response: { 200: adminUserSchema } },
  config: { invalid: { params: userNotFound }, right: 'users.manage' },
} as const;

export async function usersAdminRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, events } = deps;

  app.get(
    '/api/users',
    {
      schema: { querystring: usersQuerySchema, response: { 200: usersResponseSchema } },
      config: { right: 'users.manage' },
    },
    async (request) => {
      requireStaff(request);
      const { query } = request;
      const { users, total } = await searchUsers(db.kysely, db.dialect, query);
      return { users: users.map(toAdminUser), total, page: query.page, pageSize: USERS_PAGE_SIZE };
    },
  );

  app.post('/api/users/:id/disable', byId, async (request) => {
    const staff = requireStaff(request);
    const { id } = request.params;
    if (id === staff.id) throw new HttpError(400, messages.cannotDisableSelf);
    const user = await db.kysely.transaction().execute(async (trx) => {
      await keepAnOwner(trx, db.dialect, id);
      await actingOn(trx, staff, id);
      return disableUser(trx, id, deps.now().getTime());
    });
    if (!user) throw new HttpError(404, messages.userNotFound);
    await events.publish({ type: 'user.signedOut', userId: String(id) });
    return toAdminUser(user);
  });

  app.post('/api/users/:id/enable', byId, async (request) => {
    const staff = requireStaff(request);
    const { id } = request.params;
    await actingOn(db.kysely, staff, id);
    const user = await enableUser(db.kysely, id);
    if (!user) throw new HttpError(404, messages.userNotFound);
    return toAdminUser(user);
  });

  // Users → Role (docs/server-rules.md#roles): the owner's alone; an owner may step down,
  // never the last owner.
  app.put(
    '/api/users/:id/role',
    {
      schema: { ...byId.schema, body: roleChangeSchema },
      config: {
        invalid: { params: userNotFound, body: { message: messages.invalidRole } },
        right: 'staff.roles',
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      return toAdminUser(await changeRole(deps, request.params.id, request.body.role, staff.id));
    },
  );

  app.delete(
    '/api/users/:id',
    {
      ...byId,
      schema: { ...byId.schema, response: { 200: messageResponseSchema } },
      config: { ...byId.config, right: 'users.delete' },
    },
    async (request) => {
      const staff = requireStaff(request);
      const { id } = request.params;
      if (id === staff.id) throw new HttpError(400, messages.cannotDeleteSelf);
      const photos = await db.kysely.transaction().execute(async (trx) => {
        await keepAnOwner(trx, db.dialect, id);
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

/** A manager acts on customers only (staff.service.ts); someone gone is a 404 as before. */
async function actingOn(db: Kysely<Database>, staff: UserRow, id: number): Promise<void> {
  const target = await findUserById(db, id);
  if (!target) throw new HttpError(404, messages.userNotFound);
  mayActOn(staff, target);
}
