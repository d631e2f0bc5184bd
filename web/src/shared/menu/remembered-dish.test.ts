import { describe, expect, it } from 'vitest';
import { forgetDish, menuAdding, rememberedDish, rememberingQuery } from './remembered-dish';

describe('the dish a visitor tapped, carried through signing in', () => {
  it('is read from the address, and only as a dish id', () => {
    expect(rememberedDish('?add=109')).toBe(109);
    expect(rememberedDish(new URLSearchParams('x=1&add=7'))).toBe(7);
    for (const search of ['', '?add=', '?add=0', '?add=-3', '?add=1.5', '?add=abc', '?add=01']) {
      expect(rememberedDish(search), search).toBeNull();
    }
    expect(rememberedDish('?add=12345678901')).toBeNull();
  });

  it('is carried on to the menu and forgotten once there', () => {
    expect(rememberingQuery(109)).toBe('?add=109');
    expect(rememberingQuery(null)).toBe('');
    expect(menuAdding(109)).toBe('/menu?add=109');
    expect(menuAdding(109, '/menu/new')).toBe('/menu/new?add=109');
    expect(forgetDish(new URLSearchParams('add=109&x=1')).toString()).toBe('x=1');
  });
});
