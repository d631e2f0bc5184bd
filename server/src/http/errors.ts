import type { FastifyError, FastifyInstance } from 'fastify';
import { messages } from '@buka/domain/messages';

/** An answer the caller should see: a status and a message in the user's words. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

// Fastify's own 4xx (bad JSON, wrong content type, body too large…) in plain words.
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length is wrong',
  FST_ERR_CTP_INVALID_CHARSET: 'This character set is not accepted here',
};

/** One error handler: known errors keep their status and words; anything else is a quiet 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, code: error.code });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        frameworkMessages[error.code] ??
        (error.validation ? 'Some fields are not valid' : 'The request could not be understood');
      return reply.status(status).send({ message, code: error.code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: messages.somethingWentWrong });
  });
}
