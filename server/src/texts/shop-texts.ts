import { createHash } from 'node:crypto';
import type { PageTexts } from '@buka/domain/customer-texts';
import { isLanguage, LANGUAGES, type Language } from '@buka/domain/languages';
import { isLaterMessageKey } from '@buka/domain/later-translations';
import { catalogs } from '@buka/domain/locales/index';
import { messages } from '@buka/domain/messages';
import { isCustomerMessageKey } from '@buka/domain/translations';
import type { AppDeps } from '../app-deps';
import { compiled, useCorrections } from '../i18n/translations';
import { readCorrections, readReviewedLanguages } from './texts.repository';

type Corrections = Record<Language, Record<string, string>>;

const RETRY_MS = 60_000;

// English is a catalog like the others: every sentence of the table a customer can meet (the
// pages' code carries no English table; web/build/catalogs.ts makes the same for a phone offline).
const englishCatalog = Object.fromEntries(
  Object.entries(messages).filter(([key]) => isCustomerMessageKey(key)),
);

/**
 * The shop's own words, as every part of this process uses them
 * (docs/decisions/0014-the-shops-own-words.md): read from the database at start and again
 * whenever any process says they changed ('texts.changed' on the event bus, or the bus came
 * back after a drop), handed to what the server says (`useCorrections`), and made into each
 * language's page texts, which the pages carry inline. `version` changes with every change, so
 * the drawn pages and the texts' ETags change with it.
 */
export function createShopTexts({ db, events, log }: Pick<AppDeps, 'db' | 'events' | 'log'>) {
  let corrections = emptyCorrections();
  let reviewed: Language[] = [];
  let version = versionOf(corrections, reviewed);
  let pages = new Map<Language, PageTexts>();

  async function read(): Promise<void> {
    const [rows, languages] = await Promise.all([
      readCorrections(db.kysely),
      readReviewedLanguages(db.kysely),
    ]);
    const next = emptyCorrections();
    for (const row of rows) {
      if (isLanguage(row.language)) next[row.language][row.messageKey] = row.wording;
    }
    corrections = next;
    reviewed = languages.filter(isLanguage);
    version = versionOf(corrections, reviewed);
    pages = new Map();
    useCorrections(corrections);
  }

  // A read that fails (the database down) is tried again until one succeeds; meanwhile the
  // pages and texts keep the words they have (at start: the catalogs' own).
  let retry: NodeJS.Timeout | undefined;
  function readSoon(): Promise<void> {
    clearTimeout(retry);
    return read().catch((error: unknown) => {
      log.error({ err: error }, 'The shop texts could not be read; trying again in a minute');
      retry = setTimeout(() => void readSoon(), RETRY_MS);
      retry.unref();
    });
  }

  const unsubscribe = events.subscribe((event) => {
    if (event.type === 'texts.changed' || event.type === 'bus.resumed') void readSoon();
  });

  /** What a page in `language` carries: its catalog with the shop's words, compiled. */
  function pageTexts(language: Language): PageTexts {
    let texts = pages.get(language);
    if (!texts) {
      texts = pageTextsOf(language, corrections[language], { version, reviewed });
      pages.set(language, texts);
    }
    return texts;
  }

  return {
    /** Reads them again now (after this process changed them, before the others hear of it). */
    read,
    /** Reads them at start: a database that does not answer leaves the defaults, for now. */
    start: readSoon,
    pageTexts,
    version: () => version,
    corrections: (language: Language): Readonly<Record<string, string>> => corrections[language],
    isReviewed: (language: Language) => reviewed.includes(language),
    close: () => {
      clearTimeout(retry);
      unsubscribe();
    },
  };
}

export type ShopTexts = ReturnType<typeof createShopTexts>;

/**
 * A language's words as a page carries them: its catalog (English's too) with the
 * shop's corrections of the pages' sentences, compiled for Lingui, and the corrections of the
 * later pages' sentences on their own (few, usually none), which the pages lay over those
 * sentences' chunk when it loads. The weight check measures it.
 */
export function pageTextsOf(
  language: Language,
  corrections: Readonly<Record<string, string>>,
  { version, reviewed }: { version: string; reviewed: Language[] },
): PageTexts {
  const own = Object.entries(corrections);
  const first = Object.fromEntries(own.filter(([key]) => isCustomerMessageKey(key)));
  const later = Object.fromEntries(own.filter(([key]) => isLaterMessageKey(key)));
  const base = language === 'en' ? englishCatalog : catalogs[language];
  return {
    language,
    version,
    reviewed,
    messages: compiled({ ...base, ...first }),
    ...(Object.keys(later).length ? { later: compiled(later) } : {}),
  };
}

const emptyCorrections = (): Corrections =>
  Object.fromEntries(LANGUAGES.map((language) => [language, {}])) as Corrections;

const versionOf = (corrections: Corrections, reviewed: Language[]) =>
  createHash('sha1')
    .update(JSON.stringify({ corrections, reviewed }))
    .digest('base64url')
    .slice(0, 12);
