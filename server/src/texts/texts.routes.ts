import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  correctionRequestSchema,
  customerTextsMessages,
  customerTextSchema,
  customerTextsSchema,
  pageTextsSchema,
  reviewedRequestSchema,
  textsLanguageSchema,
} from '@buka/domain/customer-texts';
import { messages } from '@buka/domain/messages';
import type { AppDeps } from '../app-deps';
import { requireStaff } from '../auth/auth.plugin';
import { matchesEtag } from '../http/cached-answer';
import { HttpError } from '../http/errors';
import type { ShopTexts } from './shop-texts';
import { deleteCorrection, markReviewed, saveCorrection } from './texts.repository';
import { correctable, customerTexts, wordingRefusal } from './wording';

export const languageParams = z.object({ language: textsLanguageSchema });
export const textParams = z.object({ language: textsLanguageSchema, key: z.string().max(100) });
const notFound = { status: 404, message: messages.notFound };

/**
 * A language's words for the pages (the browser asks when a customer changes language), and
 * the owner's corrections of any customer sentence (docs/languages.md#the-shops-own-words).
 */
export async function textsRoutes(
  fastify: FastifyInstance,
  { db, events, now, texts }: AppDeps & { texts: ShopTexts },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/texts/:language',
    {
      schema: { params: languageParams, response: { 200: pageTextsSchema } },
      config: { invalid: { params: notFound } },
    },
    async (request, reply) => {
      const { language } = request.params;
      // The version names every correction: a browser that has it gets 304.
      const etag = `W/"${language}-${texts.version()}"`;
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return notModified(reply);
      return texts.pageTexts(language);
    },
  );

  const staff = { config: { right: 'settings.edit' as const, invalid: { params: notFound } } };

  app.get(
    '/api/admin/texts/:language',
    { schema: { params: languageParams, response: { 200: customerTextsSchema } }, ...staff },
    async (request) => {
      requireStaff(request);
      const { language } = request.params;
      return {
        language,
        reviewed: texts.isReviewed(language),
        texts: customerTexts(language, texts.corrections(language)),
      };
    },
  );

  /** After a change: this process reads the words again at once, the others when told. */
  async function changed() {
    await texts.read();
    await events.publish({ type: 'texts.changed' });
  }

  app.put(
    '/api/admin/texts/:language/reviewed',
    { schema: { params: languageParams, body: reviewedRequestSchema }, ...staff },
    async (request, reply) => {
      const user = requireStaff(request);
      const { language } = request.params;
      const at = now().getTime();
      await markReviewed(db.kysely, language, request.body.reviewed ? { at, by: user.id } : null);
      await changed();
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/admin/texts/:language/:key',
    {
      schema: {
        params: textParams,
        body: correctionRequestSchema,
        response: { 200: customerTextSchema },
      },
      ...staff,
    },
    async (request) => {
      const user = requireStaff(request);
      const { language, key } = request.params;
      const text = correctable(language, key);
      if (!text) throw new HttpError(404, customerTextsMessages.textUnknown);
      const wording = request.body.wording.trim();
      const refusal = wordingRefusal(text.english, wording);
      if (refusal) throw new HttpError(422, refusal);
      // The default itself is no correction: keeping it as one would hide a later better default.
      if (wording === text.standard) await deleteCorrection(db.kysely, language, key);
      else {
        const updatedAt = now().getTime();
        await saveCorrection(db.kysely, {
          language,
          messageKey: key,
          wording,
          updatedAt,
          updatedBy: user.id,
        });
      }
      await changed();
      return { ...text, wording: wording === text.standard ? null : wording };
    },
  );

  app.delete(
    '/api/admin/texts/:language/:key',
    { schema: { params: textParams, response: { 200: customerTextSchema } }, ...staff },
    async (request) => {
      requireStaff(request);
      const { language, key } = request.params;
      const text = correctable(language, key);
      if (!text) throw new HttpError(404, customerTextsMessages.textUnknown);
      await deleteCorrection(db.kysely, language, key);
      await changed();
      return { ...text, wording: null };
    },
  );
}

// 304 carries no body, so it has no schema of its own to be typed by.
const notModified = (reply: FastifyReply) => reply.code(304).send();
