import { describe, expect, it } from 'vitest';
import {
  categoryChangeSchema,
  categoryInputSchema,
  categorySlug,
  sameCategoryName,
  startingCategories,
  categoryMessages,
} from './categories';

describe('categorySlug', () => {
  it('makes an ASCII address word of a name, accents dropped', () => {
    expect(categorySlug('Swallow', new Set())).toBe('swallow');
    expect(categorySlug('  Rice & Beans! ', new Set())).toBe('rice-beans');
    expect(categorySlug('Ẹ̀fọ́ Rírò', new Set())).toBe('efo-riro');
  });

  it('takes the next free number after a word already used', () => {
    expect(categorySlug('Rice', new Set(['rice']))).toBe('rice-2');
    expect(categorySlug('Rice', new Set(['rice', 'rice-2']))).toBe('rice-3');
  });

  it('falls back to "category" for a name with no Latin letter, and keeps words short', () => {
    expect(categorySlug('مشروبات', new Set())).toBe('category');
    expect(categorySlug('مشروبات', new Set(['category']))).toBe('category-2');
    const long = categorySlug('a'.repeat(39) + ' bcd', new Set());
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('-')).toBe(false);
  });

  it('gives the starting categories words of their own', () => {
    const words = startingCategories.map((category) => category.urlParam);
    expect(new Set(words).size).toBe(words.length);
  });
});

describe('category names', () => {
  it('are the same in any case or spacing', () => {
    expect(sameCategoryName('swallow', ' Swallow ')).toBe(true);
    expect(sameCategoryName('Rice  Dishes', 'rice dishes')).toBe(true);
    expect(sameCategoryName('Rice', 'Rices')).toBe(false);
  });

  it('are trimmed, needed and at most 40 characters', () => {
    expect(categoryInputSchema.parse({ name: '  Swallow   Food ' })).toEqual({
      name: 'Swallow Food',
    });
    const blank = categoryInputSchema.safeParse({ name: '   ' });
    expect(blank.error?.issues[0]?.message).toBe(categoryMessages.nameRequired);
    const long = categoryInputSchema.safeParse({ name: 'x'.repeat(41) });
    expect(long.error?.issues[0]?.message).toBe(categoryMessages.nameTooLong);
  });

  it('a change names something to change', () => {
    expect(categoryChangeSchema.safeParse({}).success).toBe(false);
    expect(categoryChangeSchema.parse({ hidden: true })).toEqual({ hidden: true });
  });
});
