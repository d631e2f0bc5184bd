// What the server says about a promotion code (docs/orders.md#promotions), in English; each
// language's wording of the same keys is in domain/src/locales/. Only the server says them (its
// refusals reach the checkout as answers), so the pages never download them.
export const promotionRefusals = {
  promoUnknown: 'We do not know the code {code}: check how it is written',
  promoEnded: 'The code {code} has ended',
  promoNotYet: 'The code {code} starts on {date}',
  promoNotToday: 'The code {code} works only on {days}',
  promoNotThisHour: 'The code {code} works from {from} to {until}',
  promoMinimum: 'The code {code} needs at least {minimum} of food: add {missing} more',
  promoAlreadyUsed: 'You have already used the code {code}',
  promoFirstOrderOnly: 'The code {code} is for a first order only',
  promoUsedUp: 'The code {code} has been used up: send your order again without it',
  promoCodeLabel: 'Code {code}',
} as const;

export type PromotionRefusalKey = keyof typeof promotionRefusals;
/** A language's wording of what the server says about codes. */
export type PromotionCatalog = Record<PromotionRefusalKey, string>;
