import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '@buka/domain/messages';
import { koboToNaira, nairaToKobo } from '@buka/domain/money';
import { normalizePhone } from '@buka/domain/phone-numbers';
import {
  promotionInputSchema,
  promotionMessages,
  promotionParamsSchema,
  promotionSchema,
  promotionsResponseSchema,
  type Promotion,
} from '@buka/domain/promotions';
import { promotionQuoteRequestSchema, promotionQuoteSchema } from '@buka/domain/promotion-quote';
import type { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { requireStaff, requireUser, signedIn } from '../auth/auth.plugin';
import type { NewPromotion } from './promotions.repository';
import { HttpError } from '../http/errors';
import { isUniqueViolation } from '../orders/idempotency.repository';
import { quoteOrder } from './quote-order';
import {
  findPromotion,
  insertPromotion,
  listPromotions,
  termsOf,
  updatePromotion,
  usesOfPromotions,
  type PromotionRow,
} from './promotions.repository';

type PromotionBody = z.infer<typeof promotionInputSchema>;

const notFound = { status: 404, message: promotionMessages.notFound };
const invalid = { body: { status: 422, message: messages.invalidFields }, params: notFound };

function toPromotion(row: PromotionRow, used = { uses: 0, discountKobo: 0 }): Promotion {
  // The row read once, as pricing reads it (termsOf), then in naira for staff.
  const { amountKobo, minimumKobo, ...terms } = termsOf(row);
  return {
    ...terms,
    amount: amountKobo === null ? null : koboToNaira(amountKobo),
    minimum: koboToNaira(minimumKobo),
    uses: used.uses,
    discounted: koboToNaira(used.discountKobo),
    endedAt: row.endedAt === null ? null : new Date(row.endedAt).toISOString(),
  };
}

/** The columns staff set; only what the promotion's benefit uses is kept. */
function columnsOf(body: PromotionBody, at: number) {
  return {
    kind: body.kind,
    code: body.kind === 'code' ? body.code : null,
    name: body.name,
    benefit: body.benefit,
    percent: body.benefit === 'percent' ? body.percent : null,
    amountKobo: body.benefit === 'amount' && body.amount !== null ? nairaToKobo(body.amount) : null,
    minimumKobo: nairaToKobo(body.minimum),
    firstOrderOnly: body.firstOrderOnly ? 1 : 0,
    startsOn: body.startsOn,
    endsOn: body.endsOn,
    fromTime: body.fromTime,
    untilTime: body.untilTime,
    days: JSON.stringify([...new Set(body.days)].sort()),
    maxUses: body.maxUses,
    maxUsesPerCustomer: body.maxUsesPerCustomer,
    active: body.active ? 1 : 0,
    // Switched back on, it is no longer ended.
    ...(body.active && { endedAt: null }),
    updatedAt: at,
  } satisfies Partial<NewPromotion>;
}

/** A second promotion with the same code is refused in words, never a database error. */
async function savingCode<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, promotionMessages.codeTaken);
    throw error;
  }
}

/** Staff's promotions (docs/orders.md#promotions) and the checkout's quote. */
export async function promotionsRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const withUses = async (row: PromotionRow) =>
    toPromotion(row, (await usesOfPromotions(db.kysely)).get(row.id));

  app.get(
    '/api/admin/promotions',
    {
      schema: { response: { 200: promotionsResponseSchema } },
      config: { right: 'promotions.edit' },
    },
    async (request) => {
      requireStaff(request);
      const [rows, uses] = await Promise.all([
        listPromotions(db.kysely),
        usesOfPromotions(db.kysely),
      ]);
      return { promotions: rows.map((row) => toPromotion(row, uses.get(row.id))) };
    },
  );

  app.post(
    '/api/admin/promotions',
    {
      schema: { body: promotionInputSchema, response: { 201: promotionSchema } },
      config: { right: 'promotions.edit', invalid },
    },
    async (request, reply) => {
      requireStaff(request);
      const at = deps.now().getTime();
      const row = await savingCode(() =>
        insertPromotion(db.kysely, { ...columnsOf(request.body, at), createdAt: at }),
      );
      return reply.status(201).send(toPromotion(row));
    },
  );

  app.put(
    '/api/admin/promotions/:id',
    {
      schema: {
        params: promotionParamsSchema,
        body: promotionInputSchema,
        response: { 200: promotionSchema },
      },
      config: { right: 'promotions.edit', invalid },
    },
    async (request) => {
      requireStaff(request);
      const at = deps.now().getTime();
      const { id } = request.params;
      const row = await savingCode(() =>
        updatePromotion(db.kysely, id, columnsOf(request.body, at)),
      );
      if (!row) throw new HttpError(404, notFound.message);
      return withUses(row);
    },
  );

  // Ended, it applies to no new order; the orders that used it keep their discount.
  app.post(
    '/api/admin/promotions/:id/end',
    {
      schema: { params: promotionParamsSchema, response: { 200: promotionSchema } },
      config: { right: 'promotions.edit', invalid: { params: notFound } },
    },
    async (request) => {
      requireStaff(request);
      const at = deps.now().getTime();
      const { id } = request.params;
      if (!(await findPromotion(db.kysely, id))) throw new HttpError(404, notFound.message);
      const row = await updatePromotion(db.kysely, id, { active: 0, endedAt: at, updatedAt: at });
      return withUses(row!);
    },
  );

  // What the order would come to if sent now: the checkout shows it, and a code it refuses in
  // the same words the order would be refused with.
  app.post(
    '/api/promotions/quote',
    {
      schema: { body: promotionQuoteRequestSchema, response: { 200: promotionQuoteSchema } },
      config: { invalid: { body: { status: 422, message: messages.invalidFields } } },
      preValidation: signedIn,
    },
    async (request) => {
      const user = requireUser(request);
      const { body } = request;
      return quoteOrder(deps, {
        order: body,
        at: deps.now(),
        scheduledFor: null,
        customer: { userId: user.id, phone: normalizePhone(body.phone || user.phone || '') },
        offers: true,
      });
    },
  );
}
