import {
  customerTextsMessages,
  MAX_WORDING_LENGTH,
  type CustomerText,
} from '@buka/domain/customer-texts';
import type { Language } from '@buka/domain/languages';
import { catalogs, noticeCatalogs } from '@buka/domain/locales/index';
import { messages } from '@buka/domain/messages';
import { noticeMessages, type NoticeKey } from '@buka/domain/notice-messages';
import {
  customerMessageKeys,
  isCustomerMessageKey,
  placeholdersOf,
} from '@buka/domain/translations';

// Which sentences the shop may word itself, and what a wording must keep
// (docs/languages.md#the-shops-own-words). Any key of the tables, as they grow.

const isNoticeKey = (key: string): key is NoticeKey => Object.hasOwn(noticeMessages, key);

/** One sentence the shop may correct in `language`, with its defaults; null for any other key. */
export function correctable(language: Language, key: string): Omit<CustomerText, 'wording'> | null {
  if (isCustomerMessageKey(key)) {
    const english = messages[key];
    return {
      key,
      kind: 'page',
      english,
      standard: language === 'en' ? english : catalogs[language][key],
    };
  }
  if (isNoticeKey(key)) {
    const english = noticeMessages[key];
    return {
      key,
      kind: 'notice',
      english,
      standard: language === 'en' ? english : noticeCatalogs[language][key],
    };
  }
  return null;
}

/** Every sentence the shop may correct, the pages' first, each with the shop's wording if any. */
export function customerTexts(
  language: Language,
  corrections: Readonly<Record<string, string>>,
): CustomerText[] {
  const keys = [...customerMessageKeys(), ...(Object.keys(noticeMessages) as NoticeKey[])];
  return keys.map((key) => ({ ...correctable(language, key)!, wording: corrections[key] ?? null }));
}

/** Braces that open and close in pairs, as ICU's placeholders and plural forms need. */
function bracesPaired(text: string): boolean {
  let depth = 0;
  for (const character of text) {
    if (character === '{') depth++;
    else if (character === '}' && --depth < 0) return false;
  }
  return depth === 0;
}

/**
 * Why a wording cannot replace `english`'s sentence, in the staff's words; null when it can.
 * It must say something, keep within the length, and carry the same placeholders as the
 * default: the code fills exactly those, so one lost would drop a dish's name, one made up
 * would show in braces.
 */
export function wordingRefusal(english: string, wording: string): string | null {
  if (wording.trim() === '') return customerTextsMessages.textEmpty;
  if (wording.length > MAX_WORDING_LENGTH) {
    return customerTextsMessages.textTooLong.replace('{max}', String(MAX_WORDING_LENGTH));
  }
  if (!bracesPaired(wording)) return customerTextsMessages.textBraces;
  const expected = placeholdersOf(english);
  if (expected.join(' ') !== placeholdersOf(wording).join(' ')) {
    const names = expected.length ? expected.map((name) => `{${name}}`).join(', ') : 'none';
    return customerTextsMessages.textPlaceholders.replace('{expected}', names);
  }
  return null;
}
