import type { FastifyError, FastifyInstance } from 'fastify';
import { messages } from '@buka/domain/messages';
import { languageOf } from '../i18n/request-language';
import { sayAgain } from '../i18n/translations';
import { storageProblem, type StorageProblem } from '../db/storage-errors';
import { InputRejected, invalidInputAnswer } from './route-schemas';

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

// The shop cannot do it now, but will again: 503, the caller may retry (orders with their
// Idempotency-Key), and the cause goes to the log once, by `onStorageProblem`, not per request.
const storageAnswers: Record<StorageProblem, { message: string; retryAfter: number }> = {
  'database-unreachable': { message: messages.databaseUnreachable, retryAfter: 30 },
  'database-busy': { message: messages.databaseBusy, retryAfter: 5 },
  'disk-full': { message: messages.diskFull, retryAfter: 60 },
  'fd-limit': { message: messages.tooManyConnections, retryAfter: 30 },
};

/** One error handler: known errors keep their status and words; anything else is a quiet 500. */
export function installErrorHandler(
  app: FastifyInstance,
  onStorageProblem: (problem: StorageProblem, error: unknown) => void = () => {},
): void {
  app.setErrorHandler((error: FastifyError | HttpError | InputRejected, request, reply) => {
    // In the customer's language (docs/languages.md): the words are the table's, matched back.
    const inLanguage = (message: string) => sayAgain(languageOf(request), message);
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ message: inLanguage(error.message), code: error.code });
    }
    if (error instanceof InputRejected) {
      const { status, message } = invalidInputAnswer(error, request);
      return reply.status(status).send({ message: inLanguage(message) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        frameworkMessages[error.code] ??
        (error.validation ? 'Some fields are not valid' : 'The request could not be understood');
      return reply.status(status).send({ message: inLanguage(message), code: error.code });
    }
    const problem = storageProblem(error);
    if (problem) {
      onStorageProblem(problem, error);
      const { message, retryAfter } = storageAnswers[problem];
      return reply
        .status(503)
        .header('retry-after', String(retryAfter))
        .send({ message: inLanguage(message), code: problem });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: inLanguage(messages.somethingWentWrong) });
  });
}
