import type { CustomerText } from '@buka/domain/customer-texts';

/**
 * Where a customer meets a sentence (its table, docs/languages.md#the-shops-own-words): the
 * owner narrows the list of hundreds to one part of the shop, and each row says its part.
 */
export const TEXT_PLACES: Record<CustomerText['kind'], string> = {
  page: 'Menu, home page and every page',
  later: 'Cart, checkout, sign-in and orders',
  answer: 'Answers to a customer’s request',
  notice: 'Push and SMS texts',
};
