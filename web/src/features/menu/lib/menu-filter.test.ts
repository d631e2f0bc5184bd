import { describe, expect, it } from 'vitest';
import type { Food } from '@buka/domain/products';
import { filterMenu, menuCategories, noFilter } from './menu-filter';

const category = (id: number, name: string, position = id) => ({
  id,
  name,
  urlParam: name.toLowerCase(),
  position,
  createdAt: '',
  updatedAt: '',
});
const rice = category(7, 'Rice');
const soup = category(9, 'Soup');
const chicken = category(1, 'Chicken');

const dish = (id: number, name: string, description: string, of = rice): Food => ({
  id,
  name,
  description,
  price: '1000',
  imageURL: '',
  calories: '',
  stock: 5,
  qty: 0,
  category: of,
  optionGroups: [],
  soldOutToday: false,
});

const menu = [
  dish(1, 'Jollof Rice', 'Smoky party jollof with tomatoes and peppers.'),
  dish(2, 'Fried Rice', 'With mixed vegetables, liver and shrimps.'),
  dish(3, 'Fish Pepper Soup', 'Hot catfish pepper soup with uziza.', soup),
  dish(4, 'Chicken (Grilled)', 'A quarter chicken in suya spice.', chicken),
];
const names = (foods: Food[]) => foods.map((food) => food.name);

describe('filterMenu', () => {
  it('keeps every dish with no filter', () => {
    expect(filterMenu(menu, noFilter)).toEqual(menu);
  });

  it('keeps one category', () => {
    expect(names(filterMenu(menu, { categoryId: 9, query: '' }))).toEqual(['Fish Pepper Soup']);
  });

  it('finds words in the name or the description, in any case and order', () => {
    expect(names(filterMenu(menu, { categoryId: null, query: '  JOLLOF ' }))).toEqual([
      'Jollof Rice',
    ]);
    expect(names(filterMenu(menu, { categoryId: null, query: 'shrimps rice' }))).toEqual([
      'Fried Rice',
    ]);
    expect(names(filterMenu(menu, { categoryId: null, query: 'pepper' }))).toEqual([
      'Jollof Rice',
      'Fish Pepper Soup',
    ]);
  });

  it('ignores accents typed on a phone keyboard', () => {
    expect(names(filterMenu(menu, { categoryId: null, query: 'jóllof' }))).toEqual(['Jollof Rice']);
  });

  it('answers nothing when no dish matches, or none in the chosen category', () => {
    expect(filterMenu(menu, { categoryId: null, query: 'pizza' })).toEqual([]);
    expect(filterMenu(menu, { categoryId: 1, query: 'jollof' })).toEqual([]);
  });
});

describe('menuCategories', () => {
  it('lists the categories on the menu in the order staff gave them, once each', () => {
    expect(menuCategories(menu).map((each) => each.name)).toEqual(['Chicken', 'Rice', 'Soup']);
  });

  it('puts a category staff moved to the top first, whatever its id', () => {
    const other = dish(5, 'Amala', 'With ewedu', category(40, 'Swallow', 0));
    expect(menuCategories([...menu, other]).map((each) => each.name)).toEqual([
      'Swallow',
      'Chicken',
      'Rice',
      'Soup',
    ]);
  });
});
