import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import {
  formatCompiled,
  type CompiledMessage,
  type CompiledToken,
} from '@buka/domain/compiled-message';
import { LANGUAGES } from '@buka/domain/languages';
import { laterMessages } from '@buka/domain/later-messages';
import { catalogs, noticeCatalogs, promotionCatalogs } from '@buka/domain/locales/index';
import { answerCatalogs, laterCatalogs } from '@buka/domain/locales/later/index';
import { messages } from '@buka/domain/messages';
import { noticeMessages } from '@buka/domain/notice-messages';
import { promotionRefusals } from '@buka/domain/promotion-messages';

const say = (sentence: string, language: string, values?: Record<string, unknown>) =>
  formatCompiled(compileMessage(sentence), language, values);

describe('saying a compiled sentence', () => {
  it('fills placeholders and leaves out one without a value', () => {
    expect(say('Hello {name}, order #{id}', 'en', { name: 'Ada', id: 12 })).toBe(
      'Hello Ada, order #12',
    );
    expect(say('Hello {name}!', 'en')).toBe('Hello !');
    expect(say('plain words', 'en')).toBe('plain words');
    expect(say("a '{x}' b", 'en', { x: 1 })).toBe('a {x} b');
    expect(say('{n, number} left', 'en', { n: 3 })).toBe('3 left');
  });

  it("chooses a plural's form by the language's CLDR rules and writes the count Buka's way", () => {
    const cart = 'Cart, {count, plural, one {# item} other {# items}}';
    expect(say(cart, 'en', { count: 1 })).toBe('Cart, 1 item');
    expect(say(cart, 'en', { count: 0 })).toBe('Cart, 0 items');
    expect(say(cart, 'en', { count: 12500 })).toBe('Cart, 12,500 items');
    // Yoruba has one form: 'other', whatever the count.
    expect(say('{n, plural, one {# kan} other {# ọ̀pọ̀}}', 'yo', { n: 1 })).toBe('1 ọ̀pọ̀');
    expect(say('{n, plural, =0 {none} one {# dish} other {# dishes}}', 'en', { n: 0 })).toBe(
      'none',
    );
    expect(
      say('{n, plural, one {# of {name}} other {# of {name}s}}', 'en', { n: 2, name: 'x' }),
    ).toBe('2 of xs');
  });

  it('chooses by value, else other', () => {
    const sentence = '{kind, select, pickup {Collect it} other {We bring it}}';
    expect(say(sentence, 'en', { kind: 'pickup' })).toBe('Collect it');
    expect(say(sentence, 'en', { kind: 'delivery' })).toBe('We bring it');
  });
});

// Only the forms said above may be written in a table: another ICU form (a number, a date, an
// ordinal) would be shown as its bare value, so a table that uses one fails here.
describe('every sentence of every table', () => {
  const tables: [string, Readonly<Record<string, string>>][] = [
    ['messages', messages],
    ['later', laterMessages],
    ['notices', noticeMessages],
    ['promotions', promotionRefusals],
    ...LANGUAGES.filter((language) => language !== 'en').flatMap(
      (language) =>
        [
          [`${language}`, catalogs[language]],
          [`${language} later`, laterCatalogs[language]],
          [`${language} answers`, answerCatalogs[language]],
          [`${language} notices`, noticeCatalogs[language]],
          [`${language} promotions`, promotionCatalogs[language]],
        ] as [string, Readonly<Record<string, string>>][],
    ),
  ];
  // A plural's cases carry its offset (undefined when it has none): one would shift `#`.
  const forms = (message: CompiledMessage): string[] =>
    typeof message === 'string'
      ? []
      : message.flatMap((token: CompiledToken) =>
          typeof token === 'string' || token[1] === undefined
            ? []
            : [
                token[1],
                ...Object.entries(token[2] ?? {}).flatMap(([key, value]: [string, unknown]) =>
                  key === 'offset'
                    ? value === undefined
                      ? []
                      : ['offset']
                    : forms(value as CompiledMessage),
                ),
              ],
        );

  it('finds a form the formatter does not say', () => {
    expect(forms(compileMessage('{n, number} and {d, date}'))).toEqual(['number', 'date']);
    expect(forms(compileMessage('{n, plural, offset:1 other {#}}'))).toEqual(['plural', 'offset']);
  });

  it.each(tables)('%s uses only placeholders, plurals and choices by value', (_name, table) => {
    const others = Object.entries(table).flatMap(([key, sentence]) =>
      forms(compileMessage(sentence))
        .filter((form) => form !== 'plural' && form !== 'select')
        .map((form) => `${key}: ${form}`),
    );
    expect(others).toEqual([]);
  });
});
