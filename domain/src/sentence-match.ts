// On the server the domain's rules and its refusals give the English table's sentences
// (fill(messages.x, { dish })). To say such a sentence in another language, it is matched
// back to its key and the values in its placeholders, then said again in that language
// (docs/languages.md#on-the-server). A sentence that matches no key stays as it is.

export interface MatchedSentence {
  key: string;
  values: Record<string, string>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A matcher over an English table: its plain sentences by text, the others by pattern. */
export function sentenceMatcher(table: Readonly<Record<string, string>>) {
  const plain = new Map<string, string>();
  const patterns: { key: string; names: string[]; literal: number; pattern: RegExp }[] = [];
  for (const [key, english] of Object.entries(table)) {
    // ICU forms ({count, plural, …}) are only ever said through a key, never matched back.
    if (/\{\s*\w+\s*,/.test(english)) continue;
    const names = [...english.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);
    if (names.length === 0) {
      if (!plain.has(english)) plain.set(english, key);
      continue;
    }
    const source = english
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join('([\\s\\S]+?)');
    const literal = english.replace(/\{\w+\}/g, '').length;
    patterns.push({ key, names, literal, pattern: new RegExp(`^${source}$`) });
  }
  // The most particular first: '{how} for {when}' would take any sentence with ' for ' in it
  // ('Jollof Rice is finished for today') before '{dish} is finished for today' is tried.
  patterns.sort((a, b) => b.literal - a.literal);
  return (sentence: string): MatchedSentence | null => {
    const key = plain.get(sentence);
    if (key !== undefined) return { key, values: {} };
    for (const { key, names, pattern } of patterns) {
      const found = pattern.exec(sentence);
      if (found) {
        return { key, values: Object.fromEntries(names.map((name, i) => [name, found[i + 1]!])) };
      }
    }
    return null;
  };
}
