import type { messages as englishTable } from './messages';

// How the domain's rules hand out a sentence of the table (docs/languages.md#sentences-the-rules-hand-out):
// `messages.key`, with its values given by `fill(messages.key, { … })`. The server reads the
// English table itself (messages.ts), so there a rule's answer is the English sentence, which it
// says again in the customer's language. The pages' build gives the rules this module's ids
// instead (web/build/catalogs.ts), as Lingui's `msg` descriptors lose their English in a
// production build: a rule's answer is then the key with its values, and the page says it in its
// language where it is shown (`say` in web/src/shared/i18n/i18n.ts). No English sentence of the
// table is part of a page's JavaScript.

const START = '\u0002';
const VALUES = '\u001f';
const END = '\u0003';

type Table = typeof englishTable;

/** A sentence's id as a rule hands it out in the pages: the key between two control marks. */
export const messageId = (key: string): string => START + key + END;

/** The table as the pages' rules read it: every key's id (a key the table lacks is one too). */
export const messageIds = new Proxy({} as Table, {
  get: (_, key) => (typeof key === 'string' ? messageId(key) : undefined),
});

// An id, and its values if any: built from the marks (a literal would hide them from a reader).
const ID_SOURCE = `${START}([A-Za-z]\\w*)(?:${VALUES}([^${END}]*))?${END}`;
const ID_PATTERN = new RegExp(ID_SOURCE, 'g');
const ONE_ID = new RegExp(`^${ID_SOURCE}$`);

/**
 * A sentence with its values: '{dish}' filled in an English sentence, or kept beside an id for
 * the page to fill in its language.
 */
export function fill(sentence: string, values: Readonly<Record<string, string | number>>): string {
  if (sentence.startsWith(START) && sentence.endsWith(END)) {
    const at = sentence.indexOf(VALUES);
    const before = at < 0 ? {} : (JSON.parse(sentence.slice(at + 1, -1)) as object);
    const key = sentence.slice(1, at < 0 ? -1 : at);
    return START + key + VALUES + JSON.stringify({ ...before, ...values }) + END;
  }
  return sentence.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A text with each id in it said by `say` (its key and values); any other words stay. */
export function sayIds(
  text: string,
  say: (key: string, values: Record<string, string | number>) => string,
): string {
  if (!text.includes(START)) return text;
  return text.replace(ID_PATTERN, (_, key: string, values?: string) =>
    say(key, values ? (JSON.parse(values) as Record<string, string | number>) : {}),
  );
}

/** The key of a text that is one id and nothing more (null for a sentence in words). */
export function idKey(text: string): string | null {
  const found = ONE_ID.exec(text);
  return found ? found[1]! : null;
}
