import { compileMessage } from '@lingui/message-utils/compileMessage';
import { formatCompiled, type CompiledCatalog } from '@buka/domain/compiled-message';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@buka/domain/languages';
import { catalogs, noticeCatalogs, promotionCatalogs } from '@buka/domain/locales/index';
import { answerCatalogs } from '@buka/domain/locales/later/index';
import { messages } from '@buka/domain/messages';
import { noticeMessages, type NoticeKey } from '@buka/domain/notice-messages';
import { promotionRefusals } from '@buka/domain/promotion-messages';
import { sentenceMatcher } from '@buka/domain/sentence-match';
import type { PageMessageKey } from '@buka/domain/translations';

// The server's side of the customer's language (docs/languages.md): its answers and the texts
// it sends, through the same catalogs, compiler and sentence formatter as the pages.

export const compiled = (table: Readonly<Record<string, string>>): CompiledCatalog =>
  Object.fromEntries(Object.entries(table).map(([key, text]) => [key, compileMessage(text)]));

/** One language's sentences, ready to be said. */
interface Speaker {
  messages: CompiledCatalog;
  say: (key: string, values?: Record<string, unknown>) => string;
}

/** A language's own wording of every sentence the server says, before the shop's corrections. */
const defaults = (language: Language): Record<string, string> =>
  language === 'en'
    ? { ...messages, ...noticeMessages, ...promotionRefusals }
    : {
        ...catalogs[language],
        ...answerCatalogs[language],
        ...noticeCatalogs[language],
        ...promotionCatalogs[language],
      };

function speakerOf(
  language: Language,
  corrections: Readonly<Record<string, string>> = {},
): Speaker {
  const messages = compiled({ ...defaults(language), ...corrections });
  return {
    messages,
    say: (key, values) => formatCompiled(messages[key] ?? key, language, values),
  };
}

let speakers = Object.fromEntries(
  LANGUAGES.map((language) => [language, speakerOf(language)]),
) as Record<Language, Speaker>;
let correctedEnglish = new Set<string>();

/**
 * The shop's corrections (docs/languages.md#the-shops-own-words) win over the catalogs in
 * everything the server says from now on: its error answers and the texts it sends. Called by
 * the shop's texts whenever they are read (server/src/texts/shop-texts.ts), in each process.
 */
export function useCorrections(
  corrections: Readonly<Partial<Record<Language, Readonly<Record<string, string>>>>>,
): void {
  speakers = Object.fromEntries(
    LANGUAGES.map((language) => [language, speakerOf(language, corrections[language])]),
  ) as Record<Language, Speaker>;
  correctedEnglish = new Set(Object.keys(corrections.en ?? {}));
}

/** A sentence of the table in `language`; one its catalog leaves out is said in English. */
export function say(
  language: Language,
  key: PageMessageKey | keyof typeof messages | NoticeKey,
  values?: Record<string, unknown>,
): string {
  const speaker = speakers[language];
  const known = speaker.messages[key] !== undefined;
  return (known ? speaker : speakers[DEFAULT_LANGUAGE]).say(key, values);
}

// Refused codes are answers too (docs/orders.md#promotions).
const matchEnglish = sentenceMatcher({ ...messages, ...promotionRefusals });

/**
 * A sentence the server made with the English table (an error answer) said in `language`; one
 * the table does not know, or the catalog leaves out, stays as it is.
 */
export function sayAgain(language: Language, sentence: string): string {
  if (language === DEFAULT_LANGUAGE && correctedEnglish.size === 0) return sentence;
  const found = matchEnglish(sentence);
  // In English the sentence is the table's own, unless the shop worded it differently.
  if (language === DEFAULT_LANGUAGE && (!found || !correctedEnglish.has(found.key))) {
    return sentence;
  }
  if (!found || speakers[language].messages[found.key] === undefined) return sentence;
  return speakers[language].say(found.key, found.values);
}
