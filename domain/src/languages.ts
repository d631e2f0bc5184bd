// The languages the shop speaks to its customers, and how a visitor's is chosen
// (docs/languages.md; why a cookie and which library: docs/decisions/0013-the-customers-language.md).

/** English first: the language the messages table is written in, and the one to fall back on. */
export const LANGUAGES = ['en', 'pcm', 'ha', 'yo', 'ig'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as the chooser shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  pcm: 'Pidgin',
  ha: 'Hausa',
  yo: 'Yorùbá',
  ig: 'Igbo',
};

/** The cookie that remembers a visitor's choice (read by the server and the page alike). */
export const LANGUAGE_COOKIE = 'lang';
/** A year: the choice is kept until it is changed. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The language a Cookie header remembers, if it remembers one of ours. */
export function languageFromCookie(cookieHeader: string | undefined | null): Language | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.split('=', 2).map((piece) => piece.trim());
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

/**
 * The first of ours in an Accept-Language header, by its q-values ('ha-NG,ha;q=0.9,en;q=0.8'
 * is Hausa). A phone set to a language we do not speak gets English.
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [range = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: range.trim().toLowerCase().split('-')[0]!, q: q ? Number(q) : 1, index };
    })
    .filter(({ q }) => Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map(({ base }) => base).find(isLanguage) ?? null;
}

/** A request's language: the one chosen (its cookie), else the phone's, else English. */
export function requestLanguage(headers: {
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Language {
  return (
    languageFromCookie(headers.cookie) ??
    languageFromAcceptLanguage(headers.acceptLanguage) ??
    DEFAULT_LANGUAGE
  );
}

/** The Set-Cookie value that remembers a choice. */
export const languageCookie = (language: Language) =>
  `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
