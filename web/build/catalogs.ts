import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { LANGUAGES, type Language } from '../../domain/src/languages.ts';
import { catalogs, noticeCatalogs, promotionCatalogs } from '../../domain/src/locales/index.ts';
import { messages } from '../../domain/src/messages.ts';
import {
  catalogProblems,
  noticeProblems,
  promotionProblems,
} from '../../domain/src/translations.ts';

const PREFIX = 'virtual:catalog/';
const RESOLVED = '\0' + PREFIX;

/** Every catalog's problems (a missing key, a lost placeholder), checked before anything is built. */
export function allCatalogProblems(): string[] {
  return LANGUAGES.flatMap((language) =>
    language === 'en'
      ? []
      : [
          ...catalogProblems(language, catalogs[language]),
          ...noticeProblems(language, noticeCatalogs[language]),
          ...promotionProblems(language, promotionCatalogs[language]),
        ],
  );
}

/**
 * A language's catalog as Lingui runs it (compiled ahead, so the browser carries no message
 * parser). English is the messages table the pages already carry, which `t` fills itself: its
 * catalog holds only the sentences with ICU forms (a plural), so no English word is sent twice.
 */
export function catalogModule(language: Language): string {
  const table: Record<string, string> =
    language === 'en'
      ? Object.fromEntries(
          Object.entries(messages).filter(([, english]) => /\{\s*\w+\s*,/.test(english)),
        )
      : catalogs[language];
  const compiled = Object.fromEntries(
    Object.entries(table).map(([key, wording]) => [key, compileMessage(wording)]),
  );
  return `export default ${JSON.stringify(compiled)};\n`;
}

/**
 * `import('virtual:catalog/ha')`: one chunk per language, so a phone downloads only the language
 * it shows (docs/decisions/0013-the-customers-language.md). The build fails on a catalog with a
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
      return id.startsWith(PREFIX) ? '\0' + id : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const language = id.slice(RESOLVED.length);
      if (!(LANGUAGES as readonly string[]).includes(language)) {
        this.error(`${language} is not one of the shop's languages`);
      }
      return catalogModule(language as Language);
    },
  };
}
