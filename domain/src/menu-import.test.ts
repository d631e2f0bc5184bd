import { describe, expect, it } from 'vitest';
import { checkMenuRow, menuImportMessages, readHeadings, readNaira } from './menu-import';

describe('readNaira', () => {
  it('reads naira written as people write it, and nothing that is not an amount', () => {
    for (const text of ['2500', '2,500', '₦2,500', 'N2500', 'NGN 2,500', 'n2,500.00']) {
      expect(readNaira(text), text).toBe(2500);
    }
    expect(readNaira('1,234,567.5')).toBe(1_234_567.5);
    for (const text of ['', 'free', '300,5', '2,50', '-100', '1e3', '0x10', '₦']) {
      expect(readNaira(text), text).toBeUndefined();
    }
  });
});

describe('readHeadings', () => {
  it('knows the columns by the names people give them, and leaves out the rest', () => {
    expect(readHeadings(['Dish Name', 'Section', 'Price_NGN', 'Notes', 'Qty'])).toEqual({
      columns: ['name', 'category', 'price', undefined, 'stock'],
    });
  });

  it('asks for name, category and price', () => {
    expect(readHeadings(['name', 'price'])).toEqual({ problem: menuImportMessages.headings });
  });
});

describe('checkMenuRow', () => {
  const context = {
    groupsByName: new Map([['protein', 1]]),
    dishesByName: new Map([['jollof rice', { id: 101, imageUrl: '/dishes/jollof-rice.webp' }]]),
    categories: [
      { id: 7, name: 'Rice', urlParam: 'rice' },
      { id: 11, name: 'Snacks', urlParam: 'snacks' },
      { id: 13, name: 'Pepper Soup', urlParam: 'pepper-soup' },
    ],
  };

  it('reads the shop’s own categories by name or address word, and names them when one is unknown', () => {
    const byName = checkMenuRow(
      { name: 'Amala', category: 'pepper-soup', price: '900' },
      2,
      context,
      new Map(),
    );
    expect(byName.food).toMatchObject({ categoryId: 13 });
    const unknown = checkMenuRow(
      { name: 'Eba', category: 'Staples', price: '900' },
      3,
      context,
      new Map(),
    );
    expect(unknown.problems).toEqual([
      menuImportMessages.unknownCategory
        .replace('{category}', 'Staples')
        .replace('{categories}', 'Rice, Snacks, Pepper Soup'),
    ]);
  });

  it('says every problem of a row at once', () => {
    const row = checkMenuRow(
      { name: '', category: 'Swallow', price: '0', stock: '-1', groups: 'Sides' },
      7,
      context,
      new Map(),
    );
    expect(row.line).toBe(7);
    expect(row.food).toBeUndefined();
    expect(row.problems).toHaveLength(5);
  });

  it('keeps a changed dish’s picture and groups when their cells are empty', () => {
    const row = checkMenuRow(
      { name: 'Jollof rice', category: 'Rice', price: '2,000' },
      2,
      context,
      new Map(),
    );
    expect(row).toMatchObject({ action: 'update', dishId: 101, problems: [] });
    expect(row.food).toMatchObject({ imageURL: '/dishes/jollof-rice.webp', price: 2000 });
    expect(row.groupIds).toBeUndefined();
  });

  it('refuses a picture from elsewhere, as the dish form does', () => {
    const row = checkMenuRow(
      { name: 'Suya', category: 'Snacks', price: '1500', picture: 'https://example.com/a.jpg' },
      2,
      context,
      new Map(),
    );
    expect(row.problems).toEqual([menuImportMessages.picture]);
  });
});
