import {
  customerTextsMessages,
  MAX_WORDING_LENGTH,
  type CustomerText,
} from '@buka/domain/customer-texts';
import type { Language } from '@buka/domain/languages';
import { laterMessages } from '@buka/domain/later-messages';
import {
  CUSTOMER_ANSWER_KEYS,
  customerAnswers,
  isCustomerAnswerKey,
  isLaterMessageKey,
  type LaterMessageKey,
} from '@buka/domain/later-translations';
import { catalogs, noticeCatalogs } from '@buka/domain/locales/index';
import { answerCatalogs, laterCatalogs } from '@buka/domain/locales/later/index';
import { messages } from '@buka/domain/messages';
import { noticeMessages, type NoticeKey } from '@buka/domain/notice-messages';
import {
  customerMessageKeys,
  isCustomerMessageKey,
  placeholdersOf,
} from '@buka/domain/translations';

// Which sentences the shop may word itself, and what a wording must keep
// (docs/languages.md#the-shops-own-words). Any key of the tables, as they grow: the first
// pages', the later pages', the server's answers a customer meets, and the push and SMS texts'.

const isNoticeKey = (key: string): key is NoticeKey => Object.hasOwn(noticeMessages, key);

type Words = Readonly<Record<string, string>>;

/**
 * The tables the shop may correct, each with its English and its catalogs, in the order a key is
 * looked for. Two keys of the later table repeat the first one's (the cart's steppers): found in
 * the first, they are corrected once, as the first page's sentence, and laid over both
 * (shop-texts.ts).
 */
const tables: readonly {
  kind: CustomerText['kind'];
  has: (key: string) => boolean;
  english: Words;
  catalogs: Readonly<Record<Exclude<Language, 'en'>, Words>>;
}[] = [
  { kind: 'page', has: isCustomerMessageKey, english: messages, catalogs },
  { kind: 'later', has: isLaterMessageKey, english: laterMessages, catalogs: laterCatalogs },
  {
    kind: 'answer',
    has: isCustomerAnswerKey,
    english: customerAnswers,
    catalogs: answerCatalogs,
  },
  { kind: 'notice', has: isNoticeKey, english: noticeMessages, catalogs: noticeCatalogs },
];

/** One sentence the shop may correct in `language`, with its defaults; null for any other key. */
export function correctable(language: Language, key: string): Omit<CustomerText, 'wording'> | null {
  const table = tables.find((each) => each.has(key));
  if (!table) return null;
  const english = table.english[key]!;
  const standard = language === 'en' ? english : table.catalogs[language][key]!;
  return { key, kind: table.kind, english, standard };
}

/** The later pages' sentences not also the first page's (those are listed once, as its). */
const laterOnlyKeys = (Object.keys(laterMessages) as LaterMessageKey[]).filter(
  (key) => !isCustomerMessageKey(key),
);

/**
 * Every sentence the shop may correct, the first pages' first, then the later pages', the
 * server's answers and the texts', each with the shop's wording if any.
 */
export function customerTexts(
  language: Language,
  corrections: Readonly<Record<string, string>>,
): CustomerText[] {
  const keys = [
    ...customerMessageKeys(),
    ...laterOnlyKeys,
    ...CUSTOMER_ANSWER_KEYS,
    ...(Object.keys(noticeMessages) as NoticeKey[]),
  ];
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
