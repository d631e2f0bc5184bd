import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { LANGUAGES, type Language } from '../../domain/src/languages.ts';
import { laterProblems } from '../../domain/src/later-translations.ts';
import { catalogs, noticeCatalogs, promotionCatalogs } from '../../domain/src/locales/index.ts';
import { answerCatalogs, laterCatalogs } from '../../domain/src/locales/later/index.ts';
import { laterMessages } from '../../domain/src/later-messages.ts';
import { messages } from '../../domain/src/messages.ts';
import {
  catalogProblems,
  noticeProblems,
  promotionProblems,
} from '../../domain/src/translations.ts';

const PREFIX = 'virtual:catalog/';
const RESOLVED = '\0' + PREFIX;
// The later pages' words (the cart, the checkout, sign-in…), a chunk per language of their own.
const LATER_PREFIX = 'virtual:later-catalog/';
const LATER_RESOLVED = '\0' + LATER_PREFIX;

/** Every catalog's problems (a missing key, a lost placeholder), checked before anything is built. */
export function allCatalogProblems(): string[] {
  return LANGUAGES.flatMap((language) =>
    language === 'en'
      ? []
      : [
          ...catalogProblems(language, catalogs[language]),
          ...noticeProblems(language, noticeCatalogs[language]),
          ...laterProblems(language, laterCatalogs[language], answerCatalogs[language]),
          ...promotionProblems(language, promotionCatalogs[language]),
        ],
  );
}

/**
 * A language's catalog as Lingui runs it (compiled ahead, so the browser carries no message
 * parser). English is the messages table the pages already carry, which `t` fills itself: its
 * catalog holds only the sentences with ICU forms (a plural), so no English word is sent twice.
 */
export function catalogModule(language: Language, later = false): string {
  const english = later ? laterMessages : messages;
  const table: Record<string, string> =
    language === 'en'
      ? Object.fromEntries(
          Object.entries(english).filter(([, sentence]) => /\{\s*\w+\s*,/.test(sentence)),
        )
      : (later ? laterCatalogs : catalogs)[language];
  const compiled = Object.fromEntries(
    Object.entries(table).map(([key, wording]) => [key, compileMessage(wording)]),
  );
  return `export default ${JSON.stringify(compiled)};\n`;
}

/**
 * `import('virtual:catalog/ha')`: one chunk per language, so a phone downloads only the language
 * it shows; `import('virtual:later-catalog/ha')`, the later pages' words, loaded with them (docs/decisions/0013-the-customers-language.md). The build fails on a catalog with a
 * missing key or a placeholder lost or made up.
 */
export function languageCatalogs(): Plugin {
  return {
    name: 'buka:language-catalogs',
    buildStart() {
      const problems = allCatalogProblems();
      if (problems.length > 0) {
        this.error(`The language catalogs are not complete:\n${problems.join('\n')}`);
      }
    },
    resolveId(id) {
      return id.startsWith(PREFIX) || id.startsWith(LATER_PREFIX) ? '\0' + id : undefined;
    },
    load(id) {
      const later = id.startsWith(LATER_RESOLVED);
      if (!later && !id.startsWith(RESOLVED)) return undefined;
      const language = id.slice((later ? LATER_RESOLVED : RESOLVED).length);
      if (!(LANGUAGES as readonly string[]).includes(language)) {
        this.error(`${language} is not one of the shop's languages`);
      }
      return catalogModule(language as Language, later);
    },
  };
}
