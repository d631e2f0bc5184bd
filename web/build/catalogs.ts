import { compileMessage } from '@lingui/message-utils/compileMessage';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { LANGUAGES, type Language } from '../../domain/src/languages.ts';
import { laterProblems } from '../../domain/src/later-translations.ts';
import { catalogs, noticeCatalogs, promotionCatalogs } from '../../domain/src/locales/index.ts';
import { answerCatalogs, laterCatalogs } from '../../domain/src/locales/later/index.ts';
import { laterMessages } from '../../domain/src/later-messages.ts';
import { messages } from '../../domain/src/messages.ts';
import {
  catalogProblems,
  isCustomerMessageKey,
  noticeProblems,
  promotionProblems,
} from '../../domain/src/translations.ts';

const PREFIX = 'virtual:catalog/';
const RESOLVED = '\0' + PREFIX;
// The later pages' words (the cart, the checkout, sign-in…), a chunk per language of their own.
const LATER_PREFIX = 'virtual:later-catalog/';
const LATER_RESOLVED = '\0' + LATER_PREFIX;
// The English tables `t` and `tl` fall back on where no page brought words: a test or a tool.
const ENGLISH_WORDS = 'virtual:english-words';
const LATER_ENGLISH_WORDS = 'virtual:later-english-words';
// The table as the domain's rules read it in the pages: message ids (domain/src/message-ids.ts).
const MESSAGE_IDS = '\0virtual:message-ids';

const domainDir = fileURLToPath(new URL('../../domain/src/', import.meta.url));
// Domain modules that read the English table itself, not as rules: the catalogs' checks
// (keys and placeholders), the staff's own words and the server's.
const READS_ENGLISH = new Set(
  ['translations.ts', 'admin.ts', 'server-messages.ts'].map((file) => path.join(domainDir, file)),
);

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

/** English's catalog of the first page's table: every sentence a customer can meet. */
export const englishCatalog = (): Record<string, string> =>
  Object.fromEntries(Object.entries(messages).filter(([key]) => isCustomerMessageKey(key)));

/**
 * A language's catalog as the pages say it: compiled ahead by Lingui's compiler, so the browser
 * carries no message parser (domain/src/compiled-message.ts says them). English is a catalog like the others: the pages' code carries no English table
 * (docs/languages.md#two-catalogs-per-language).
 */
export function catalogModule(language: Language, later = false): string {
  const table: Record<string, string> =
    language === 'en'
      ? later
        ? laterMessages
        : englishCatalog()
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
export function languageCatalogs({ pages = false }: { pages?: boolean } = {}): Plugin {
  return {
    name: 'buka:language-catalogs',
    // Only the pages' builds are without English: their words come with the page, or as a
    // language's catalog chunk (an ordinary `enforce` would let Vite's own resolver go first).
    enforce: 'pre',
    buildStart() {
      const problems = allCatalogProblems();
      if (problems.length > 0) {
        this.error(`The language catalogs are not complete:\n${problems.join('\n')}`);
      }
    },
    resolveId(id, importer) {
      if (id.startsWith(PREFIX) || id.startsWith(LATER_PREFIX)) return '\0' + id;
      if (id === ENGLISH_WORDS || id === LATER_ENGLISH_WORDS) return '\0' + id;
      // A domain rule's `import { messages } from './messages'`: ids in the pages, English
      // elsewhere (the server reads the domain's source, not this build).
      if (
        pages &&
        /^\.\/messages(\.ts)?$/.test(id) &&
        importer?.startsWith(domainDir) &&
        !READS_ENGLISH.has(importer)
      ) {
        return MESSAGE_IDS;
      }
      return undefined;
    },
    load(id) {
      if (id === MESSAGE_IDS) {
        const ids = JSON.stringify(path.join(domainDir, 'message-ids.ts'));
        return `export { messageIds as messages } from ${ids};\n`;
      }
      if (id === '\0' + ENGLISH_WORDS || id === '\0' + LATER_ENGLISH_WORDS) {
        const table = id.endsWith(LATER_ENGLISH_WORDS) ? laterMessages : messages;
        return `export default ${pages ? '{}' : JSON.stringify(table)};\n`;
      }
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
