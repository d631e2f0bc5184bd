import type { Promotion, PromotionInput } from '@buka/domain/promotions';

/** The promotion form as typed: text fields hold text until the schema reads them. */
export interface PromotionDraft {
  kind: 'code' | 'offer';
  code: string;
  name: string;
  benefit: 'percent' | 'amount' | 'freeDelivery';
  percent: string;
  amount: string;
  minimum: string;
  firstOrderOnly: boolean;
  startsOn: string;
  endsOn: string;
  fromTime: string;
  untilTime: string;
  days: number[];
  maxUses: string;
  maxUsesPerCustomer: string;
  active: boolean;
}

export const emptyDraft: PromotionDraft = {
  kind: 'code',
  code: '',
  name: '',
  benefit: 'amount',
  percent: '',
  amount: '',
  minimum: '',
  firstOrderOnly: false,
  startsOn: '',
  endsOn: '',
  fromTime: '',
  untilTime: '',
  days: [],
  maxUses: '',
  maxUsesPerCustomer: '',
  active: true,
};

const text = (value: number | string | null) => (value === null ? '' : String(value));

export function draftOf(promotion: Promotion): PromotionDraft {
  return {
    ...promotion,
    percent: text(promotion.percent),
    amount: text(promotion.amount),
    minimum: promotion.minimum === 0 ? '' : String(promotion.minimum),
    startsOn: text(promotion.startsOn),
    endsOn: text(promotion.endsOn),
    fromTime: text(promotion.fromTime),
    untilTime: text(promotion.untilTime),
    maxUses: text(promotion.maxUses),
    maxUsesPerCustomer: text(promotion.maxUsesPerCustomer),
  };
}

// Empty is "none"; anything else goes to the schema as typed, so its words say what is wrong.
const orNull = (typed: string) => (typed.trim() === '' ? null : typed.trim());
const numberOrNull = (typed: string) => {
  const value = orNull(typed);
  return value === null ? null : Number(value);
};

/** What the server is sent; promotionInputSchema checks it on both sides. */
export function inputOf(draft: PromotionDraft): PromotionInput {
  return {
    kind: draft.kind,
    code: draft.kind === 'code' ? draft.code : '',
    name: draft.name,
    benefit: draft.benefit,
    percent: draft.benefit === 'percent' ? numberOrNull(draft.percent) : null,
    amount: draft.benefit === 'amount' ? orNull(draft.amount) : null,
    minimum: orNull(draft.minimum) ?? 0,
    firstOrderOnly: draft.firstOrderOnly,
    startsOn: orNull(draft.startsOn),
    endsOn: orNull(draft.endsOn),
    fromTime: orNull(draft.fromTime),
    untilTime: orNull(draft.untilTime),
    days: draft.days,
    maxUses: numberOrNull(draft.maxUses),
    maxUsesPerCustomer: numberOrNull(draft.maxUsesPerCustomer),
    active: draft.active,
  };
}
