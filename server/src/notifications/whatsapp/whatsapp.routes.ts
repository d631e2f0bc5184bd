import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@buka/domain/messages';
import { adminOrderSchema, idParamsSchema } from '@buka/domain/admin';
import { noticeWaysSchema, orderSchema, type NoticeWays, type Order } from '@buka/domain/orders';
import type { AppDeps } from '../../app-deps';
import { requireStaff, requireUser, signedIn } from '../../auth/auth.plugin';
import { HttpError } from '../../http/errors';
import { toAdminOrderOf } from '../../orders/orders-admin.mapper';
import { toOrder } from '../../orders/orders.mapper';
import { findOrder } from '../../orders/orders.repository';
import { headerValue, parseJson, safeEqual } from '../../payments/providers/signatures';
import type { WhatsAppConfig } from '../notifications.config';
import { receiveWhatsApp, webhookEnvelope } from './incoming';
import { markMessagesRead, stopOrderWhatsApp } from './whatsapp.repository';

const verifyQuerySchema = z.object({
  'hub.mode': z.string().max(40).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(200).optional(),
});

/** Whether the body's X-Hub-Signature-256 is the app secret's HMAC-SHA256 of its bytes. */
export function isSignedByMeta(body: Buffer, header: string | undefined, appSecret: string) {
  const expected = `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
  return safeEqual(header, expected);
}

/**
 * The webhook Meta calls (docs/whatsapp.md#incoming-messages): GET once when it is set up (the
 * verify token, answered with Meta's challenge), POST with customers' messages and the statuses
 * of the shop's own, each body signed with the app secret. Only while WhatsApp is configured.
 * The POST keeps its raw bytes (the signature is over them), so this plugin parses its own.
 */
export async function whatsappWebhookRoutes(
  fastify: FastifyInstance,
  { deps, whatsapp }: { deps: AppDeps; whatsapp: WhatsAppConfig },
): Promise<void> {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
    (_req, body, done) => done(null, body),
  );
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/whatsapp/webhook',
    {
      schema: { querystring: verifyQuerySchema },
      config: { invalid: { querystring: { status: 403, message: messages.forbidden } } },
    },
    async (request, reply) => {
      const query = request.query;
      const token = query['hub.verify_token'];
      const challenge = query['hub.challenge'];
      if (
        query['hub.mode'] !== 'subscribe' ||
        !challenge ||
        !safeEqual(token, whatsapp.verifyToken)
      ) {
        throw new HttpError(403, messages.forbidden);
      }
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
  );

  // The body is Meta's signed bytes, checked by their signature, so no body schema.
  app.post('/api/whatsapp/webhook', { schema: {} }, async (request) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = headerValue(request.headers['x-hub-signature-256']);
    if (!isSignedByMeta(body, signature, whatsapp.appSecret)) {
      throw new HttpError(401, messages.badSignature);
    }
    // A NUL cannot be stored (PostgreSQL) and means nothing in a chat: dropped, the words kept.
    const envelope = webhookEnvelope.safeParse(withoutNul(parseJson(body)));
    // Signed but not a body we read (another field, a test ping): acknowledged, nothing done.
    if (envelope.success && envelope.data.object === 'whatsapp_business_account') {
      await receiveWhatsApp(deps, envelope.data);
    }
    return { received: true };
  });
}

/** `value` with every NUL character taken out of its strings. */
function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('\u0000', '');
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, withoutNul(each)]));
}

/**
 * GET /api/notices/ways: how the shop tells customers of their order's steps (checkout offers
 * WhatsApp only when the shop sends there). POST /api/orders/:id/whatsapp-stop: the customer
 * ends WhatsApp updates for their order. POST /api/admin/orders/:id/whatsapp-read: staff read
 * what the customer wrote on the order.
 */
export async function whatsappRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { notifications } = deps.config;
  const ways: NoticeWays = {
    whatsapp: notifications.whatsapp !== null,
    sms: notifications.sms.provider !== 'log',
  };
  app.get(
    '/api/notices/ways',
    { schema: { response: { 200: noticeWaysSchema } } },
    async () => ways,
  );

  // Someone else's order is a 404, as if it did not exist (docs/server-rules.md#ownership).
  app.post(
    '/api/orders/:id/whatsapp-stop',
    {
      schema: { params: idParamsSchema, response: { 200: orderSchema } },
      config: { invalid: { params: { status: 404, message: messages.orderNotFound } } },
      preValidation: signedIn,
    },
    async (request): Promise<Order> => {
      const user = requireUser(request);
      const { id } = request.params;
      const { kysely } = deps.db;
      const order = await findOrder(kysely, id);
      if (!order || order.userId !== user.id) throw new HttpError(404, messages.orderNotFound);
      await stopOrderWhatsApp(kysely, id);
      return toOrder({ ...order, whatsappUpdates: 0 });
    },
  );

  app.post(
    '/api/admin/orders/:id/whatsapp-read',
    {
      schema: { params: idParamsSchema, response: { 200: adminOrderSchema } },
      config: {
        invalid: { params: { status: 404, message: messages.orderNotFound } },
        right: 'orders.view',
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const { id } = request.params;
      const { kysely } = deps.db;
      await markMessagesRead(kysely, id, deps.now().getTime());
      const order = await findOrder(kysely, id);
      if (!order) throw new HttpError(404, messages.orderNotFound);
      return toAdminOrderOf(kysely, order, staff);
    },
  );
}
