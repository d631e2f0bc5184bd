import { compileMessage } from '@lingui/message-utils/compileMessage';
import { formatCompiled, type CompiledCatalog } from '@buka/domain/compiled-message';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@buka/domain/languages';
import { laterMessages } from '@buka/domain/later-messages';
import type { CustomerAnswerKey, LaterMessageKey } from '@buka/domain/later-translations';
import { catalogs, noticeCatalogs, promotionCatalogs } from '@buka/domain/locales/index';
import { answerCatalogs, laterCatalogs } from '@buka/domain/locales/later/index';
import { messages } from '@buka/domain/messages';
import { noticeMessages, type NoticeKey } from '@buka/domain/notice-messages';
import { promotionRefusals } from '@buka/domain/promotion-messages';
import { sentenceMatcher } from '@buka/domain/sentence-match';
import { englishClockWords, type ClockWords } from '@buka/domain/shop-clock';
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
    ? { ...messages, ...laterMessages, ...noticeMessages, ...promotionRefusals }
    : {
        ...catalogs[language],
        ...laterCatalogs[language],
        ...answerCatalogs[language],
        ...noticeCatalogs[language],
        ...promotionCatalogs[language],
      };

// Each language's own sentences, compiled once per process: a correction saved later compiles
// only itself (the five tables hold thousands of sentences).
const compiledDefaults = new Map<Language, CompiledCatalog>();
function compiledDefaultsOf(language: Language): CompiledCatalog {
  let catalog = compiledDefaults.get(language);
  if (!catalog) compiledDefaults.set(language, (catalog = compiled(defaults(language))));
  return catalog;
}

function speakerOf(
  language: Language,
  corrections: Readonly<Record<string, string>> = {},
): Speaker {
  const own = compiledDefaultsOf(language);
  const messages = Object.keys(corrections).length ? { ...own, ...compiled(corrections) } : own;
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
  key: PageMessageKey | keyof typeof messages | LaterMessageKey | CustomerAnswerKey | NoticeKey,
  values?: Record<string, unknown>,
): string {
  const speaker = speakers[language];
  const known = speaker.messages[key] !== undefined;
  return (known ? speaker : speakers[DEFAULT_LANGUAGE]).say(key, values);
}

// The answers to an order while the shop is closed or paused (shop-hours.ts) are sentences of
// the later pages' table, whose {day} is the shop clock's word ('tomorrow', 'Friday').
const shopStateAnswers = {
  shopClosed: laterMessages.shopClosed,
  shopClosedTill: laterMessages.shopClosedTill,
  shopNotOpenYet: laterMessages.shopNotOpenYet,
  pausedTill: laterMessages.pausedTill,
};

// Refused codes are answers too (docs/orders.md#promotions).
const matchEnglish = sentenceMatcher({ ...messages, ...shopStateAnswers, ...promotionRefusals });

/** The shop clock's words in `language`, as the pages make them (clock-words.ts). */
function clockWordsIn(language: Language): ClockWords {
  const word = (key: string) => speakers[language].say(key);
  return {
    months: englishClockWords.months.map((month) => word(`month${month}`)),
    days: englishClockWords.days.map((day) => word(`day${day}`)),
    weekdays: englishClockWords.weekdays.map((day) => word(`weekday${day}`)),
    today: word('dayToday'),
    tomorrow: word('dayTomorrow'),
  };
}

/** A day as the English clock words say it ('today', 'Friday', 'Fri 27 Nov') said in `language`. */
function dayAgain(language: Language, day: string): string {
  const english = englishClockWords;
  const words = clockWordsIn(language);
  if (day === english.today) return words.today;
  if (day === english.tomorrow) return words.tomorrow;
  const weekday = english.weekdays.indexOf(day);
  if (weekday >= 0) return words.weekdays[weekday] ?? day;
  // formatWeekdayDate's 'Fri 27 Nov'.
  const [name, date, month] = day.split(' ');
  const dayIndex = english.days.indexOf(name ?? '');
  const monthIndex = english.months.indexOf(month ?? '');
  if (dayIndex < 0 || monthIndex < 0 || !/^\d+$/.test(date ?? '')) return day;
  return `${words.days[dayIndex]} ${date} ${words.months[monthIndex]}`;
}

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
  const { day, ...values } = found.values;
  if (day === undefined) return speakers[language].say(found.key, values);
  // '{day} {time}' matches 'Fri 27 Nov 9:00 am' at its first space: the time is the shop
  // clock's last words ('9:00 am').
  const when =
    values.time === undefined ? null : /^(.+) (\d{1,2}:\d{2} [ap]m)$/.exec(`${day} ${values.time}`);
  return speakers[language].say(found.key, {
    ...values,
    day: dayAgain(language, when?.[1] ?? day),
    ...(when ? { time: when[2] } : {}),
  });
}
