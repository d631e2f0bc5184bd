import { useSyncExternalStore } from 'react';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  languageCookie,
  languageFromCookie,
  type Language,
} from '@buka/domain/languages';
import type { PageTexts } from '@buka/domain/customer-texts';
import { formatCompiled, type CompiledCatalog } from '@buka/domain/compiled-message';
import { sayIds } from '@buka/domain/message-ids';
import { PAGE_TEXTS_ID } from '@buka/domain/page-render';
import type { PageMessageKey } from '@buka/domain/translations';
import english from 'virtual:english-words';

// The words on the pages in the customer's language (docs/languages.md): catalogs compiled ahead
// by Lingui's compiler, said by our sentence formatter (domain/src/compiled-message.ts). The server puts the page's language's words, with the shop's own
// corrections, in every page it sends (docs/decisions/0014-the-shops-own-words.md); another
// language is asked of the server when chosen, or taken from the build's chunk when offline.

const loaders: Record<Language, () => Promise<{ default: CompiledCatalog }>> = {
  en: () => import('virtual:catalog/en'),
  pcm: () => import('virtual:catalog/pcm'),
  ha: () => import('virtual:catalog/ha'),
  yo: () => import('virtual:catalog/yo'),
  ig: () => import('virtual:catalog/ig'),
};

const catalogs: Partial<Record<Language, CompiledCatalog>> = {};
// The shop's own wording of the later pages' sentences, as the page's words brought it
// (docs/decisions/0014-the-shops-own-words.md): laid over everything a language holds, so the
// later pages' chunk, which loads after, does not hide it.
const corrections: Partial<Record<Language, CompiledCatalog>> = {};
const merged = new Map<Language, CompiledCatalog>();
let shown: Language | undefined;
const listeners = new Set<() => void>();
const changed = (language?: Language) => {
  if (language) merged.delete(language);
  listeners.forEach((listener) => listener());
};

/** The words loaded per language and the language shown; a change redraws `useLanguage`. */
export const i18n = {
  /** The language shown, once one is. */
  get locale(): Language | undefined {
    return shown;
  },
  /** The sentences loaded for the language shown, the shop's wording over them. */
  get messages(): Readonly<CompiledCatalog> {
    if (!shown) return {};
    let words = merged.get(shown);
    if (!words) merged.set(shown, (words = { ...catalogs[shown], ...corrections[shown] }));
    return words;
  },
  /** Adds sentences of a language (the first page's, a later page's). */
  load(language: Language, messages: Readonly<CompiledCatalog>): void {
    catalogs[language] = { ...catalogs[language], ...messages };
    changed(language);
  },
  /** The shop's wording of the later pages' sentences in a language, instead of any before. */
  correct(language: Language, messages: Readonly<CompiledCatalog>): void {
    corrections[language] = messages;
    changed(language);
  },
  activate(language: Language): void {
    shown = language;
    changed();
  },
  /** A loaded sentence of the language shown, its values filled. */
  say(key: string, values?: Record<string, unknown>): string {
    return formatCompiled(this.messages[key] ?? key, shown ?? DEFAULT_LANGUAGE, values);
  },
  subscribe(onChange: () => void): () => void {
    listeners.add(onChange);
    return () => void listeners.delete(onChange);
  },
};

const loaded = new Set<Language>();
// More words a language needs once the pages using them are open (later.ts), loaded with it.
const alsoNeeded = new Set<(language: Language) => Promise<void>>();
export const loadAlsoWithLanguage = (load: (language: Language) => Promise<void>) =>
  void alsoNeeded.add(load);
let reviewed: readonly Language[] = [];

/** The languages the shop has read through and vouches for (the chooser marks them). */
export const reviewedLanguages = (): readonly Language[] => reviewed;

/** The words this page arrived with (a JSON script the server adds); null on a page without. */
export function readPageTexts(): PageTexts | null {
  try {
    return JSON.parse(document.getElementById(PAGE_TEXTS_ID)!.textContent!) as PageTexts;
  } catch {
    return null;
  }
}

/**
 * Shows the pages in a language: in the words given (the page's own, or the server's drawing),
 * else in those it loaded before, else asked of the server, else the build's catalog (offline).
 */
export async function showLanguage(language: Language, given?: PageTexts | null): Promise<void> {
  const texts =
    given?.language === language
      ? given
      : loaded.has(language)
        ? null
        : await fetch(`/api/texts/${language}`)
            .then((answer) => answer.json() as Promise<PageTexts>)
            .catch(() => null);
  if (texts?.messages) {
    reviewed = texts.reviewed;
    loaded.add(language);
    // Merged with the later pages' words it may already hold (later.ts): the page's words are
    // read once, when the language is first shown, so nothing older of theirs is kept. Their
    // corrections of the later pages' sentences wait over them for the later chunk (later.ts).
    i18n.correct(language, (texts.later ?? {}) as CompiledCatalog);
    i18n.load(language, texts.messages as CompiledCatalog);
  } else if (!loaded.has(language)) {
    // Offline with a language whose catalog was never kept: English's (always kept) stands in,
    // and the next load online brings the language's own.
    const own = await loaders[language]().catch(() => null);
    const { default: catalog } = own ?? (await loaders.en());
    i18n.load(language, catalog);
    if (own) loaded.add(language);
  }
  await Promise.all([...alsoNeeded].map((load) => load(language)));
  i18n.activate(language);
}

/** The language the pages are shown in now. */
export const currentLanguage = (): Language => i18n.locale ?? DEFAULT_LANGUAGE;

/** The language this browser shows: the one chosen (its cookie), else the page's own. */
export function browserLanguage(): Language {
  const lang = document.documentElement.lang;
  return languageFromCookie(document.cookie) ?? (isLanguage(lang) ? lang : DEFAULT_LANGUAGE);
}

/** Remembers a choice in this browser (the server draws the pages in it from now on). */
export function rememberLanguage(language: Language): void {
  document.cookie = languageCookie(language);
  document.documentElement.lang = language;
}

const fill = (template: string, values: Record<string, unknown> = {}) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

// Words said where the language shown has none: the staff's English (a catalog leaves their
// sentences out; the staff area adds them, staffWords.ts), and in a test the whole table.
const fallback: Record<string, string> = { ...english };

/** Adds English words for the sentences no catalog carries (the staff's own). */
export const addFallbackWords = (words: Readonly<Record<string, string>>) =>
  void Object.assign(fallback, words);

/**
 * A sentence of the table in the language shown: from the words the page brought (English too),
 * else the fallback's English; a key with neither shows as itself.
 */
export function t(key: PageMessageKey, values?: Record<string, unknown>): string {
  if (i18n.messages[key] !== undefined) return i18n.say(key, values);
  return fill(fallback[key] ?? key, values);
}

/**
 * What a domain rule handed out, in the language shown: the pages' rules give a sentence's id
 * and values (domain/src/message-ids.ts), said here; words of any other kind stay as they are.
 */
export const say = (text: string): string =>
  sayIds(text, (key, values) => t(key as PageMessageKey, values));

/** The language shown, redrawing the caller when it changes. */
export const useLanguage = (): Language =>
  useSyncExternalStore(i18n.subscribe, currentLanguage, currentLanguage);
