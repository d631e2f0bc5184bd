import { isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@buka/domain/languages';
import { messages } from '@buka/domain/messages';
import { catalogs } from '@buka/domain/locales/index';

/**
 * The language the benchmark's pages are shown in (BENCH_LANGUAGE, English by default): the
 * browser carries the `lang` cookie a customer's choice leaves, so the server draws / and /menu
 * in it and the page loads its words, as it does for that customer.
 */
export function benchLanguage(): Language {
  const chosen = process.env.BENCH_LANGUAGE ?? 'en';
  if (!isLanguage(chosen)) {
    throw new Error(`BENCH_LANGUAGE must be one of ${LANGUAGES.join(', ')}, not '${chosen}'`);
  }
  return chosen;
}

/** The cookie a customer who chose `language` carries, for puppeteer's `setCookie`. */
export const languageCookie = (language: Language, url: string) => ({
  name: LANGUAGE_COOKIE,
  value: language,
  url: new URL(url).origin,
});

/** A sentence of the first page's table as `language` words it (English where it has none). */
export function sentenceIn(
  language: Language,
  key: 'signInToAddDish' | 'dishAddedToCart' | 'addDishToCart',
  dish: string,
): string {
  const template = language === 'en' ? messages[key] : (catalogs[language][key] ?? messages[key]);
  return template.replace('{dish}', dish);
}
