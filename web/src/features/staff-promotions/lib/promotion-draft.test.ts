import { describe, expect, it } from 'vitest';
import { promotionInputSchema, type Promotion } from '@buka/domain/promotions';
import { draftOf, emptyDraft, inputOf } from './promotion-draft';

describe('the promotion form', () => {
  it('sends empty fields as no limit and keeps only what the benefit uses', () => {
    const input = inputOf({
      ...emptyDraft,
      code: ' welcome ',
      benefit: 'percent',
      percent: '10',
      amount: '500',
      maxUses: '',
    });
    const parsed = promotionInputSchema.parse(input);
    expect(parsed).toMatchObject({
      code: 'WELCOME',
      percent: 10,
      amount: null,
      minimum: 0,
      maxUses: null,
      maxUsesPerCustomer: null,
      startsOn: null,
    });
  });

  it('lets the schema say what is wrong in staff’s words', () => {
    const result = promotionInputSchema.safeParse(
      inputOf({ ...emptyDraft, code: 'OK1', amount: '500', fromTime: '11:00', maxUses: '0' }),
    );
    expect(result.success).toBe(false);
    const said = result.error?.issues.map((issue) => issue.message);
    expect(said).toContain('Give both hours, like 11:00 and 15:00, or neither');
    expect(said).toContain('Uses are a whole number of at least 1, or empty for no limit');
  });

  it('opens a saved promotion as it was saved', () => {
    const saved: Promotion = {
      id: 3,
      kind: 'offer',
      code: '',
      name: 'Free delivery on Fridays',
      benefit: 'freeDelivery',
      percent: null,
      amount: null,
      minimum: 5000,
      firstOrderOnly: false,
      startsOn: null,
      endsOn: '2026-12-31',
      fromTime: null,
      untilTime: null,
      days: [5],
      maxUses: null,
      maxUsesPerCustomer: 2,
      active: true,
      uses: 4,
      discounted: 2000,
      endedAt: null,
    };
    const draft = draftOf(saved);
    expect(draft).toMatchObject({ minimum: '5000', endsOn: '2026-12-31', maxUsesPerCustomer: '2' });
    expect(promotionInputSchema.parse(inputOf(draft))).toMatchObject({
      kind: 'offer',
      minimum: 5000,
      days: [5],
      maxUsesPerCustomer: 2,
    });
  });
});
