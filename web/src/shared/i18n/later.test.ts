import { afterAll, describe, expect, it } from 'vitest';
import type { PageTexts } from '@buka/domain/customer-texts';
import { haLater } from '@buka/domain/locales/later/ha';
import { yoLater } from '@buka/domain/locales/later/yo';
import haWords from 'virtual:catalog/ha';
import { showLanguage } from './i18n';
import { loadLaterWords, tl } from './later';

// The shop's wording of a later page's sentence comes with the page's words, before the later
// pages' chunk; it must win over the chunk whenever that loads
// (docs/decisions/0014-the-shops-own-words.md).

const hausa = (later?: PageTexts['later']): PageTexts => ({
  language: 'ha',
  version: 'test',
  reviewed: [],
  messages: haWords,
  ...(later ? { later } : {}),
});

describe("the shop's wording of the later pages' sentences", () => {
  // The unit tier shares modules between files: the words go back to the catalogs' own.
  afterAll(async () => {
    await showLanguage('ha', hausa());
    await showLanguage('en');
  });

  it('shows over the later words once they load, and through a change of language', async () => {
    await showLanguage('ha', hausa({ cartTitle: ['Kwandona'], sendOrder: ['Tura ', ['total']] }));
    await loadLaterWords();
    expect(tl('cartTitle')).toBe('Kwandona');
    expect(tl('sendOrder', { total: '₦6,500' })).toBe('Tura ₦6,500');
    // The rest of the chunk is the catalog's.
    expect(tl('checkoutLabel')).toBe(haLater.checkoutLabel);

    await showLanguage('yo');
    expect(tl('cartTitle')).toBe(yoLater.cartTitle);
    await showLanguage('ha');
    expect(tl('cartTitle')).toBe('Kwandona');
  });

  it('goes back to the default when the next words carry no wording of the shop', async () => {
    await showLanguage('ha', hausa());
    await loadLaterWords();
    expect(tl('cartTitle')).toBe(haLater.cartTitle);
  });
});
