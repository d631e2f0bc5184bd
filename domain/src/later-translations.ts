import type { Language } from './languages';
import { laterMessages } from './later-messages';
import { serverOnlyMessages } from './server-messages';
import { placeholdersOf } from './translations';

// The words of the pages and panels a customer opens after the first page (the cart and its
// checkout, a dish's choices, sign-in, the profile, about, contact, payment), and the server's
// own refusals a customer meets. Kept apart from the first page's catalog so that /menu does
// not download them (docs/languages.md#two-catalogs-per-language).

export type LaterMessageKey = keyof typeof laterMessages;

/** A sentence of the later pages' table (every one is a customer's: staff's are in messages.ts). */
export const isLaterMessageKey = (key: string): key is LaterMessageKey =>
  Object.hasOwn(laterMessages, key);

/** A language's wording of the later pages' sentences: every one, by the English keys. */
export type LaterCatalog = Record<LaterMessageKey, string>;

/**
 * The server's own sentences (server-messages.ts) a customer can meet at the cart, the
 * checkout, sign-in and sign-up, and paying; the rest are staff's or the operator's and stay
 * English.
 */
export const CUSTOMER_ANSWER_KEYS = [
  'noOrders',
  'tooManySignups',
  'notFound',
  'badAddress',
  'addressTooLong',
  'requestTooSlow',
  'tooManyPhoneChecks',
  'forbidden',
  'phoneTaken',
  'foodNotOnMenu',
  'cartFull',
  'cartLineNotFound',
  'orderNotFound',
  'unknownArea',
  'deliveryOff',
  'pickupOff',
  'laterWhileClosedOff',
  'slotFull',
  'orderCanceledNoPay',
  'tooManyUnpaidOrders',
  'canceledUnpaid',
  'nothingToPay',
  'paymentNotFound',
  'dishSoldOutToday',
  'choicesChanged',
  'orderFinishedNoPush',
  'databaseUnreachable',
  'databaseBusy',
  'diskFull',
  'tooManyConnections',
  'canceledUnanswered',
] as const satisfies readonly (keyof typeof serverOnlyMessages)[];

export type CustomerAnswerKey = (typeof CUSTOMER_ANSWER_KEYS)[number];

const customerAnswerKeys = new Set<string>(CUSTOMER_ANSWER_KEYS);
export const isCustomerAnswerKey = (key: string): key is CustomerAnswerKey =>
  customerAnswerKeys.has(key);

/** A language's wording of the server's sentences a customer meets. */
export type AnswerCatalog = Record<CustomerAnswerKey, string>;

/** Every problem of one catalog against its English table: a key missing or unknown, a placeholder lost or made up. */
export function tableProblems(
  language: Language,
  english: Readonly<Record<string, string>>,
  catalog: Readonly<Record<string, string>>,
): string[] {
  const problems: string[] = [];
  for (const [key, sentence] of Object.entries(english)) {
    const wording = catalog[key];
    if (typeof wording !== 'string') {
      problems.push(`${language}: ${key} has no translation`);
      continue;
    }
    if (wording.trim() === '') problems.push(`${language}: ${key}: the sentence is empty`);
    const expected = placeholdersOf(sentence).join(', ');
    const found = placeholdersOf(wording).join(', ');
    if (expected !== found) {
      problems.push(
        `${language}: ${key}: the placeholders must be {${expected || 'none'}}, not {${found || 'none'}}`,
      );
    }
  }
  for (const key of Object.keys(catalog)) {
    if (!Object.hasOwn(english, key))
      problems.push(`${language}: ${key} is not one of the table's sentences`);
  }
  return problems;
}

/** The English of the server's sentences a customer meets. */
export const customerAnswers = Object.fromEntries(
  CUSTOMER_ANSWER_KEYS.map((key) => [key, serverOnlyMessages[key]]),
) as Record<CustomerAnswerKey, string>;

/** Every problem of a language's later pages' and answers' catalogs. */
export function laterProblems(
  language: Language,
  later: Readonly<Record<string, string>>,
  answers: Readonly<Record<string, string>>,
): string[] {
  return [
    ...tableProblems(language, laterMessages, later),
    ...tableProblems(language, customerAnswers, answers),
  ];
}
