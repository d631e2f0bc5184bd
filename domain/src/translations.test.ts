import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { catalogs } from './locales/index';
import { messages } from './messages';
import { sentenceMatcher } from './sentence-match';
import {
  catalogProblems,
  customerMessageKeys,
  placeholdersOf,
  wordingProblem,
} from './translations';

describe('the catalogs of the other languages', () => {
  it.each(Object.entries(catalogs))(
    '%s says every sentence a customer can meet, with its placeholders',
    (language, catalog) => {
      expect(catalogProblems(language as 'ha', catalog)).toEqual([]);
    },
  );

  // A button's name must hold the words it shows, or a voice user saying them cannot press it
  // (axe's label-content-name-mismatch): the menu card shows addDish and is named addDishToCart.
  it.each([['en', messages], ...Object.entries(catalogs)] as const)(
    "%s names the menu card's add button with the word it shows",
    (_language, table) => {
      expect(table.addDishToCart.replace('{dish}', 'Jollof Rice')).toContain(table.addDish);
    },
  );

  it('fails a catalog with a missing key, an unknown key or a lost placeholder', () => {
    const { signInToAddDish: _, ...missing } = catalogs.ha;
    expect(catalogProblems('ha', missing)).toEqual(['ha: signInToAddDish has no translation']);
    expect(catalogProblems('ha', { ...catalogs.ha, madeUp: 'x' })).toEqual([
      "ha: madeUp is not a customer's sentence",
    ]);
    expect(wordingProblem('signInToAddDish', 'Shiga don saka abinci')).toMatch(/\{dish\}/);
    expect(wordingProblem('signInToAddDish', 'Shiga don {food}')).toMatch(/\{dish\}.*\{food\}/);
    expect(wordingProblem('navHome', '  ')).toMatch(/empty/);
  });

  it("reads the names in a sentence's braces, plural forms too", () => {
    expect(placeholdersOf('Delivery to {area}: add {missing}')).toEqual(['area', 'missing']);
    expect(placeholdersOf('{count, plural, one {# dish} other {# dishes}}')).toEqual(['count']);
  });

  it("has CLDR's plural rules for each language: one form in Yoruba and Igbo, two in the rest", () => {
    const forms = Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        new Intl.PluralRules(language).resolvedOptions().pluralCategories.length,
      ]),
    );
    expect(forms).toEqual({ en: 2, pcm: 2, ha: 2, yo: 1, ig: 1 });
  });

  it('covers every page sentence a customer meets', () => {
    expect(customerMessageKeys().length).toBeGreaterThan(100);
    for (const key of customerMessageKeys()) expect(messages[key]).toBeTruthy();
  });
});

describe('an English sentence matched back to its key', () => {
  const match = sentenceMatcher(messages);
  it('finds plain sentences and the values in their placeholders', () => {
    expect(match(messages.cartEmpty)).toEqual({ key: 'cartEmpty', values: {} });
    expect(match('Please choose Protein for Jollof Rice')).toEqual({
      key: 'choiceRequired',
      values: { group: 'Protein', dish: 'Jollof Rice' },
    });
    expect(match('Something the table never said')).toBeNull();
  });
});
