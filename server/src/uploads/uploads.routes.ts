import { can } from '@buka/domain/staff-roles';
import fs from 'node:fs';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteUploadSchema,
  MAX_UPLOAD_BYTES,
  messageResponseSchema,
  uploadPurposeSchema,
  uploadResponseSchema,
  type UploadPurpose,
} from '@buka/domain/admin';
import { messages } from '@buka/domain/messages';
import type { AppDeps } from '../app-deps';
import { requireUser, signedIn } from '../auth/auth.plugin';
import { countAttempt } from '../auth/rate-limit.repository';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import { removeUpload, storeUpload } from './uploads.service';
import { isServedUploadPath, uploadsDir } from './uploads.storage';

// Enough for a busy afternoon of menu photos; a stop for a script filling the disk.
const UPLOADS_PER_HOUR = 60;
const HOUR = 60 * 60 * 1000;
const DRAIN_LIMIT_BYTES = 4 * MAX_UPLOAD_BYTES;

export const purposeQuerySchema = z.object({ purpose: uploadPurposeSchema.optional() });
const purposeInvalid = { status: 400, message: messages.uploadPurposeInvalid };

function multipartProblem(error: unknown): HttpError {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, messages.imageTooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, messages.onePictureAtATime);
  }
  return new HttpError(400, messages.noFileUploaded);
}

/**
 * The purpose, from the query string (checked by the route's schema) or a form field sent
 * before the file (checked here: the form is read as a stream, not as a parsed body); profile
 * by default.
 */
function readPurpose(request: FastifyRequest, file: MultipartFile): UploadPurpose {
  const field = file.fields.purpose;
  const fromForm =
    field && !Array.isArray(field) && field.type === 'field' ? field.value : undefined;
  const { purpose } = parseInput(
    purposeQuerySchema,
    { purpose: (request.query as { purpose?: unknown }).purpose ?? fromForm },
    purposeInvalid,
  );
  return purpose ?? 'profile';
}

export async function uploadsRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const dir = uploadsDir(deps.config.dataDir);
  fs.mkdirSync(dir, { recursive: true });

  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 6 },
  });

  // Names are random and never reused, so a browser may keep a picture for a year.
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    immutable: true,
    maxAge: '365d',
    allowedPath: (pathname) => isServedUploadPath(pathname),
  });

  // A refused upload (signed out, too large, not allowed…) leaves the rest of its body unread,
  // which would hold the connection forever. Read and drop it so the browser gets our answer
  // rather than a reset; a body that goes on and on is cut off.
  app.addHook('onSend', async (request) => {
    const raw = request.raw;
    if (request.method !== 'POST' || raw.complete || raw.readableEnded) return;
    raw.unpipe();
    let dropped = 0;
    raw.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > DRAIN_LIMIT_BYTES) raw.destroy();
    });
    raw.resume();
  });

  // docs/screens.md#session-in-the-browser Upload: a profile photo (any signed-in user) or a food
  // picture (staff).
  app.post(
    '/api/uploads',
    {
      schema: {
        querystring: purposeQuerySchema,
        response: { 201: uploadResponseSchema },
      },
      config: { invalid: { querystring: purposeInvalid } },
      preValidation: signedIn,
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw new HttpError(400, messages.noFileUploaded);
      let file: MultipartFile | undefined;
      try {
        file = await request.file();
      } catch (error) {
        throw multipartProblem(error);
      }
      if (!file) throw new HttpError(400, messages.noFileUploaded);
      const purpose = readPurpose(request, file);
      if (purpose === 'food' && !can(user.role, 'menu.edit')) {
        throw new HttpError(403, messages.forbidden);
      }
      // Counted before the picture is read or decoded, in one atomic step: a burst of parallel
      // uploads cannot all pass the check before any of them is counted.
      const uploads = await countAttempt(
        db.kysely,
        `uploads:user:${user.id}`,
        HOUR,
        deps.now().getTime(),
      );
      if (uploads > UPLOADS_PER_HOUR) throw new HttpError(429, messages.tooManyUploads);
      let content: Buffer;
      try {
        content = await file.toBuffer();
      } catch (error) {
        throw multipartProblem(error);
      }
      // The plugin can miss the cut-off when it comes with the last chunk; busboy's flag cannot.
      if (file.file.truncated) throw new HttpError(413, messages.imageTooLarge);
      if (content.length === 0) throw new HttpError(400, messages.noFileUploaded);
      const url = await storeUpload(deps, user, purpose, content);
      return reply.status(201).send({ url });
    },
  );

  app.delete(
    '/api/uploads',
    {
      schema: { body: deleteUploadSchema, response: { 200: messageResponseSchema } },
      config: { invalid: { body: { status: 400, message: messages.uploadNotOurs } } },
      preValidation: signedIn,
    },
    async (request) => {
      const user = requireUser(request);
      await removeUpload(deps, user, request.body.url);
      return { message: messages.imageRemoved };
    },
  );
}
