import { setupI18n, type Messages } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  languageCookie,
  languageFromCookie,
  type Language,
} from '@buka/domain/languages';
import { messages as english } from '@buka/domain/messages';
import type { PageMessageKey } from '@buka/domain/translations';

// The words on the pages in the customer's language (docs/languages.md): Lingui's small runtime
// over catalogs compiled at build time, one chunk per language, loaded before the app draws.

const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:catalog/en'),
  pcm: () => import('virtual:catalog/pcm'),
  ha: () => import('virtual:catalog/ha'),
  yo: () => import('virtual:catalog/yo'),
  ig: () => import('virtual:catalog/ig'),
};

export const i18n = setupI18n();

const loaded = new Set<Language>();
// More words a language needs once the pages using them are open (later.ts), loaded with it.
const alsoNeeded = new Set<(language: Language) => Promise<void>>();
export const loadAlsoWithLanguage = (load: (language: Language) => Promise<void>) =>
  void alsoNeeded.add(load);

/** Loads a language's catalog (once) and shows the pages in it. */
export async function showLanguage(language: Language): Promise<void> {
  if (!loaded.has(language)) {
    const { default: catalog } = await loaders[language]();
    i18n.load(language, catalog);
    loaded.add(language);
  }
  await Promise.all([...alsoNeeded].map((load) => load(language)));
  i18n.activate(language);
}

/** The language the pages are shown in now. */
export const currentLanguage = (): Language =>
  isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;

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

/**
 * A sentence of the table in the language shown. English is the table itself (its catalog holds
 * only the plural forms), and a staff-only sentence a catalog leaves out is shown in English.
 */
export function t(key: PageMessageKey, values?: Record<string, unknown>): string {
  if (i18n.locale && i18n.messages[key] !== undefined) return i18n._(key, values);
  return fill(english[key], values);
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/** The language shown, redrawing the caller when it changes. */
export const useLanguage = (): Language =>
  useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
