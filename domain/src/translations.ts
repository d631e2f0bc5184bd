import type { Language } from './languages';
import { messages } from './messages';
import { noticeMessages, type NoticeCatalog } from './notice-messages';
import { promotionRefusals, type PromotionCatalog } from './promotion-messages';

// The other languages' catalogs are made of the English table's keys (docs/languages.md): the
// table in messages.ts stays the one source of every sentence, and each language gives its
// own wording of the same key. A catalog is typed by the keys, so a missing or unknown key fails
// the type check; catalogProblems also fails the web build and a unit test on a placeholder a
// translation lost or made up.

export type PageMessageKey = keyof typeof messages;

/**
 * Sentences only staff read (the staff pages may stay English): a catalog may leave them out,
 * and English is shown. Everything else a customer can meet must be in every catalog.
 */
export const STAFF_ONLY_KEYS = [
  'fillAllFields',
  'invalidNumber',
  'savingProduct',
  'productSaved',
  'productSaveError',
  'productSaveException',
  'foodDeleted',
  'invalidMapUrl',
  'whatsappInvalid',
  'fulfilmentNoneOn',
  'pickupNeedsAddress',
  'specialDayDate',
  'specialDayTwice',
  'daySummaryPhoneInvalid',
  'daySummaryPhonesTooMany',
  'daySummaryPhoneTwice',
  'daySummaryNeedsPhone',
  'invalidRole',
  'canceledByCustomer',
  'groupNameRequired',
  'choiceNameRequired',
  'optionNameTooLong',
  'choicePriceInvalid',
  'groupMinMax',
  'groupMaxOverChoices',
  'groupNeedsChoice',
  'groupTooManyChoices',
  'choiceNameTwice',
  'dishTooManyGroups',
  'groupTwiceOnDish',
  'unknownCategory',
  'invalidImageUrl',
  'foodNameTooLong',
  'caloriesTooLong',
  'descriptionTooLong',
  'foodNotFound',
  'userDeleted',
  'invalidOrderStatus',
  'cancelReasonTooLong',
  'readyTimeInvalid',
  'cancelReasonRequired',
  'refundAmountInvalid',
  'refundReasonRequired',
  'refundReasonTooLong',
  'phonePaymentInvalid',
  'reportDatesInvalid',
  'reportRangeTooLong',
  'drawerAmountInvalid',
  'drawerNoteTooLong',
  'drawerReopenReasonRequired',
  'drawerReopenReasonTooLong',
  'uploadNotOurs',
] as const satisfies readonly PageMessageKey[];

export type StaffOnlyKey = (typeof STAFF_ONLY_KEYS)[number];
export type CustomerMessageKey = Exclude<PageMessageKey, StaffOnlyKey>;

/** A language's wording of every sentence a customer can meet, by the English table's keys. */
export type Catalog = Record<CustomerMessageKey, string>;

const staffOnly = new Set<string>(STAFF_ONLY_KEYS);
export const isCustomerMessageKey = (key: string): key is CustomerMessageKey =>
  Object.hasOwn(messages, key) && !staffOnly.has(key);
export const customerMessageKeys = (): CustomerMessageKey[] =>
  (Object.keys(messages) as PageMessageKey[]).filter(isCustomerMessageKey);

/** The names in a sentence's braces: '{dish}' and '{count, plural, …}' both name their value. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map(([, n]) => n!))]
    .sort()
    .filter(Boolean);
}

/**
 * What is wrong with one language's wording of one sentence: it must say something, and carry
 * the English sentence's placeholders, no fewer and no others (the caller fills exactly those).
 */
export function wordingProblem(key: CustomerMessageKey, wording: string): string | null {
  if (wording.trim() === '') return `${key}: the sentence is empty`;
  const expected = placeholdersOf(messages[key]).join(', ');
  const found = placeholdersOf(wording).join(', ');
  if (expected !== found) {
    return `${key}: the placeholders must be {${expected || 'none'}}, not {${found || 'none'}}`;
  }
  return null;
}

/** Every problem of a catalog: a missing or unknown key, a placeholder lost or made up. */
export function catalogProblems(language: Language, catalog: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const key of customerMessageKeys()) {
    const wording = catalog[key];
    if (typeof wording !== 'string') problems.push(`${language}: ${key} has no translation`);
    else {
      const problem = wordingProblem(key, wording);
      if (problem) problems.push(`${language}: ${problem}`);
    }
  }
  for (const key of Object.keys(catalog)) {
    if (!isCustomerMessageKey(key))
      problems.push(`${language}: ${key} is not a customer's sentence`);
  }
  return problems;
}

/** Every problem of a language's texts the shop sends, as for the pages' catalog. */
export function noticeProblems(language: Language, catalog: NoticeCatalog): string[] {
  return tableProblems(language, noticeMessages, catalog);
}

/** The same for what the server says about promotion codes. */
export function promotionProblems(language: Language, catalog: PromotionCatalog): string[] {
  return tableProblems(language, promotionRefusals, catalog);
}

function tableProblems(
  language: Language,
  english: Readonly<Record<string, string>>,
  catalog: Readonly<Record<string, string>>,
): string[] {
  return Object.keys(english).flatMap((key) => {
    const wording = catalog[key];
    if (typeof wording !== 'string') return [`${language}: ${key} has no translation`];
    const expected = placeholdersOf(english[key]!).join(', ');
    const found = placeholdersOf(wording).join(', ');
    return expected === found
      ? []
      : [`${language}: ${key}: the placeholders must be {${expected}}, not {${found || 'none'}}`];
  });
}
