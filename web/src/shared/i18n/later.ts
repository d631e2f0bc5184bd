import type { CompiledCatalog } from '@buka/domain/compiled-message';
import type { Language } from '@buka/domain/languages';
import type { LaterMessageKey } from '@buka/domain/later-translations';
import english from 'virtual:later-english-words';
import { currentLanguage, i18n, loadAlsoWithLanguage } from './i18n';

// The words of the pages and panels opened after the first page (the cart, the checkout, a
// dish's choices, sign-in): a chunk per language of their own, so that /menu does not download
// them (docs/languages.md#two-catalogs-per-language). This module is only ever imported by those
// pages, or loaded beside them (later-words.ts).

const loaders: Record<Language, () => Promise<{ default: CompiledCatalog }>> = {
  en: () => import('virtual:later-catalog/en'),
  pcm: () => import('virtual:later-catalog/pcm'),
  ha: () => import('virtual:later-catalog/ha'),
  yo: () => import('virtual:later-catalog/yo'),
  ig: () => import('virtual:later-catalog/ig'),
};

const loaded = new Map<Language, Promise<void>>();

function loadLanguage(language: Language): Promise<void> {
  let loading = loaded.get(language);
  if (!loading) {
    loading = loaders[language]().then(({ default: catalog }) => i18n.load(language, catalog));
    // Should the chunk not arrive (offline), the words show in English (its chunk is always
    // kept) and the next try loads the language's own.
    loading = loading.catch(async (error: unknown) => {
      loaded.delete(language);
      if (language === 'en') throw error;
      const { default: english } = await loaders.en();
      i18n.load(language, english);
    });
    loaded.set(language, loading);
  }
  return loading;
}

// From now on, a change of language brings these words in the new language too.
loadAlsoWithLanguage((language) => loadLanguage(language).catch(() => undefined));

/** Loads the later pages' words in the language shown (once). */
export const loadLaterWords = (): Promise<void> =>
  loadLanguage(currentLanguage()).catch(() => undefined);

const fill = (template: string, values: Record<string, unknown> = {}) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

/**
 * A sentence of the later pages' table in the language shown, from its catalog chunk (English's
 * too: the pages' code carries no English table), in the shop's wording where the page's words
 * brought one (i18n.ts lays it over the chunk); in a test, the table's English.
 */
export function tl(key: LaterMessageKey, values?: Record<string, unknown>): string {
  if (i18n.messages[key] !== undefined) return i18n.say(key, values);
  return fill(english[key] ?? key, values);
}
