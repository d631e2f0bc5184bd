import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  isLanguage,
  languageCookie,
  languageFromCookie,
  requestLanguage,
  type Language,
} from '@buka/domain/languages';

/** The language a request is answered in: the one chosen (its cookie), else the phone's. */
export const languageOf = (request: FastifyRequest): Language =>
  requestLanguage({
    cookie: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  });

/**
 * A page's answer in the visitor's language. On a first visit the phone's language is
 * remembered in the cookie, so the pages the browser draws and the calls it makes speak the same
 * language as the page drawn here. The answer varies with both headers (a drawn page's own
 * headers say so too).
 */
export function answerPageIn(request: FastifyRequest, reply: FastifyReply): Language {
  reply.header('vary', 'accept-encoding, cookie, accept-language');
  // A choice made before the app is live: the chooser's links carry it (?lang=ha).
  const chosen = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLanguage(chosen)) {
    reply.header('set-cookie', languageCookie(chosen));
    return chosen;
  }
  const language = languageOf(request);
  if (!languageFromCookie(request.headers.cookie)) {
    reply.header('set-cookie', languageCookie(language));
  }
  return language;
}
