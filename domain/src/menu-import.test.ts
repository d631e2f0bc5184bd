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
  };

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
