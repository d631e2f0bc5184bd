import type { Page } from '@playwright/test';
import { customerAnswers } from '@buka/domain/later-translations';
import { laterMessages } from '@buka/domain/later-messages';
import { catalogs } from '@buka/domain/locales/index';
import { answerCatalogs, laterCatalogs } from '@buka/domain/locales/later/index';
import { messages } from '@buka/domain/messages';
import { customerMessageKeys } from '@buka/domain/translations';
import type { Language } from '@buka/domain/languages';

// The words a customer reads come from the tables in their language (docs/languages.md): here,
// what a page shows is searched for the English of those tables, so that an English piece a
// rule or a page joins to a translated sentence, or a word left in a component, is seen.

type Other = Exclude<Language, 'en'>;

/** A sentence's own words, cut at its placeholders and at a plural's '#'; its forms' words too. */
function piecesOf(sentence: string): string[] {
  const pieces: string[] = [];
  let text = '';
  for (let at = 0; at < sentence.length; at++) {
    if (sentence[at] !== '{') {
      text += sentence[at];
      continue;
    }
    // A placeholder, or an ICU form whose inner forms ('one {# item}') are words of their own.
    let depth = 0;
    let end = at;
    for (; end < sentence.length; end++) {
      if (sentence[end] === '{') depth++;
      if (sentence[end] === '}' && --depth === 0) break;
    }
    const inner = sentence.slice(at + 1, end);
    for (const [, form] of inner.matchAll(/\{([^{}]*)\}/g)) pieces.push(...form!.split('#'));
    pieces.push(text);
    text = '';
    at = end;
  }
  pieces.push(text);
  // Each sentence of a piece on its own: a rule may join one to another language's.
  return pieces
    .flatMap((piece) => piece.split(/(?<=[.!?])\s+/))
    .map((piece) => piece.trim().replace(/^[.,:;·–-]\s*|\s*[,:;·–-]$/g, ''));
}

/**
 * The English pieces a customer in `language` should never read: every sentence of the first and
 * later tables and the server's answers a customer meets, less those worded the same in that
 * language (a piece found in any of its sentences, 'WhatsApp', is a word both share).
 */
export function englishPieces(language: Other): string[] {
  const english: (readonly [string, string | undefined])[] = [
    ...customerMessageKeys().map((key) => [messages[key], catalogs[language][key]] as const),
    ...Object.entries(laterMessages).map(
      ([key, sentence]) =>
        [sentence, laterCatalogs[language][key as keyof typeof laterMessages]] as const,
    ),
    ...Object.entries(customerAnswers).map(
      ([key, sentence]) =>
        [sentence, answerCatalogs[language][key as keyof typeof customerAnswers]] as const,
    ),
  ];
  const theirs = [
    ...Object.values(catalogs[language]),
    ...Object.values(laterCatalogs[language]),
    ...Object.values(answerCatalogs[language]),
  ].join('\n');
  const pieces = english
    .filter(([sentence, wording]) => sentence !== wording)
    .flatMap(([sentence]) =>
      // A lone small word cut out of a sentence ('for' of '{how} for {when}') says nothing.
      piecesOf(sentence).filter((piece) => piece === sentence || !/^\p{Ll}+$/u.test(piece)),
    )
    .filter((piece) => /\p{L}{3}/u.test(piece) && !theirs.includes(piece));
  return [...new Set(pieces)];
}

/**
 * What a page says: the tab's title, its text, and the names, titles and hints only a screen
 * reader or a field carries.
 */
export const pageWords = (page: Page) =>
  page.evaluate(() =>
    [
      document.title,
      document.body.innerText,
      ...Array.from(
        document.querySelectorAll('[aria-label], [title], [placeholder], [alt], option'),
      ).flatMap((element) => [
        element.getAttribute('aria-label') ?? '',
        element.getAttribute('title') ?? '',
        element.getAttribute('placeholder') ?? '',
        element.getAttribute('alt') ?? '',
        element.tagName === 'OPTION' ? (element.textContent ?? '') : '',
      ]),
    ].join('\n'),
  );

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English pieces in `words` (whole words only), less those found in the shop's own content
 * (`shopContent`: its settings and dishes as the API gives them, the customer's own details),
 * each with the words around it, to find it by.
 */
export function englishIn(words: string, pieces: readonly string[], shopContent: string): string[] {
  return pieces.flatMap((piece) => {
    if (shopContent.includes(piece)) return [];
    const found = new RegExp(`(?<![\\p{L}\\p{N}])${escape(piece)}(?![\\p{L}\\p{N}])`, 'u').exec(
      words,
    );
    if (!found) return [];
    const around = words.slice(Math.max(0, found.index - 30), found.index + piece.length + 30);
    return [`'${piece}' in '${around.replace(/\s+/g, ' ')}'`];
  });
}
