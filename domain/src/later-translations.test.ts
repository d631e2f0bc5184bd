import { describe, expect, it } from 'vitest';
import { laterMessages } from './later-messages';
import { CUSTOMER_ANSWER_KEYS, laterProblems, tableProblems } from './later-translations';
import { answerCatalogs, laterCatalogs } from './locales/later/index';
import { messages } from './messages';
import { serverOnlyMessages } from './server-messages';

describe("the later pages' words and the server's answers in the other languages", () => {
  it.each(Object.keys(laterCatalogs) as (keyof typeof laterCatalogs)[])(
    '%s says every one of them, with its placeholders',
    (language) => {
      expect(laterProblems(language, laterCatalogs[language], answerCatalogs[language])).toEqual(
        [],
      );
    },
  );

  it('fails a catalog with a missing key, an unknown key or a lost placeholder', () => {
    const { sendOrder: _, ...missing } = laterCatalogs.ha;
    expect(tableProblems('ha', laterMessages, missing)).toEqual([
      'ha: sendOrder has no translation',
    ]);
    expect(tableProblems('ha', laterMessages, { ...laterCatalogs.ha, madeUp: 'x' })).toEqual([
      "ha: madeUp is not one of the table's sentences",
    ]);
    expect(
      tableProblems('pcm', laterMessages, { ...laterCatalogs.pcm, sendOrder: 'Send order' }),
    ).toEqual(['pcm: sendOrder: the placeholders must be {total}, not {none}']);
  });

  it("translates only the server's sentences a customer meets", () => {
    for (const key of CUSTOMER_ANSWER_KEYS) expect(serverOnlyMessages[key]).toBeTruthy();
    expect(CUSTOMER_ANSWER_KEYS).not.toContain('lastOwner');
  });

  it('never gives a key of both tables two sentences: a page holds them as one catalog', () => {
    const clashes = Object.entries(laterMessages)
      .filter(
        ([key, sentence]) => key in messages && messages[key as keyof typeof messages] !== sentence,
      )
      .map(([key]) => key);
    expect(clashes).toEqual([]);
  });
});
