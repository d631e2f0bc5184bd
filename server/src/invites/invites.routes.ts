import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@buka/domain/admin';
import { sessionUserSchema } from '@buka/domain/auth';
import { messages } from '@buka/domain/messages';
import {
  inviteAcceptSchema,
  inviteLinkSchema,
  invitePreviewSchema,
  inviteRequestSchema,
  inviteTokenParamsSchema,
  staffInvitesSchema,
} from '@buka/domain/staff-invites';
import type { AppDeps } from '../app-deps';
import { requireStaff } from '../auth/auth.plugin';
import { toUser } from '../users/users.mapper';
import { toStaffInvite } from './invites.mapper';
import { listOpenInvites } from './invites.repository';
import {
  acceptInvite,
  createInvite,
  previewInvite,
  resendInvite,
  withdrawInvite,
  type IssuedInvite,
} from './invites.service';

// docs/team.md#inviting-someone: staff invite by phone; the person opens the one-time link.

const inviteGone = { status: 404, message: messages.inviteGone };
const linkUnknown = { status: 404, message: messages.inviteNotFound };

export async function invitesRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const issued = (result: IssuedInvite, now: number) => ({
    invite: toStaffInvite(result.invite, now),
    link: result.link,
    sentBy: result.sentBy,
  });

  app.get(
    '/api/admin/invites',
    {
      schema: { response: { 200: staffInvitesSchema } },
      config: { right: 'users.manage' },
    },
    async (request) => {
      requireStaff(request);
      const now = deps.now().getTime();
      const rows = await listOpenInvites(deps.db.kysely);
      return { invites: rows.map((row) => toStaffInvite(row, now)) };
    },
  );

  app.post(
    '/api/admin/invites',
    {
      schema: { body: inviteRequestSchema, response: { 201: inviteLinkSchema } },
      config: { right: 'users.manage' },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      const result = await createInvite(deps, staff, request.body);
      return reply.status(201).send(issued(result, deps.now().getTime()));
    },
  );

  app.post(
    '/api/admin/invites/:id/resend',
    {
      schema: { params: idParamsSchema, response: { 200: inviteLinkSchema } },
      config: { right: 'users.manage', invalid: { params: inviteGone } },
    },
    async (request) => {
      const staff = requireStaff(request);
      return issued(await resendInvite(deps, staff, request.params.id), deps.now().getTime());
    },
  );

  app.delete(
    '/api/admin/invites/:id',
    {
      schema: { params: idParamsSchema },
      config: { right: 'users.manage', invalid: { params: inviteGone } },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      await withdrawInvite(deps, staff, request.params.id);
      return reply.status(204).send();
    },
  );

  // The link itself: anyone holding it, signed in or not.
  app.get(
    '/api/invites/:token',
    {
      schema: { params: inviteTokenParamsSchema, response: { 200: invitePreviewSchema } },
      config: { invalid: { params: linkUnknown } },
    },
    async (request) => previewInvite(deps, request.params.token),
  );

  app.post(
    '/api/invites/:token/accept',
    {
      schema: {
        params: inviteTokenParamsSchema,
        body: inviteAcceptSchema,
        response: { 201: sessionUserSchema },
      },
      config: { invalid: { params: linkUnknown } },
    },
    async (request, reply) => {
      const { user, sessionToken } = await acceptInvite(
        deps,
        request.params.token,
        request.body.password,
      );
      return reply.status(201).send({ ...toUser(user), token: sessionToken });
    },
  );
}
