// A visitor who taps 'add' on the menu is led to log in or sign up with the dish in the address
// (`?add=<dish id>`); the address they land on afterwards carries it on to the menu, which puts
// the dish in their new cart.

const PARAM = 'add';

/** The dish an address remembers, if any. */
export function rememberedDish(search: string | URLSearchParams): number | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get(PARAM) ?? '';
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** The query that remembers a dish ('' for none), for the links between the sign-in pages. */
export const rememberingQuery = (dish: number | null) => (dish === null ? '' : `?${PARAM}=${dish}`);

/** The menu's address that adds the remembered dish: `path` is /menu or /menu/new. */
export const menuAdding = (dish: number, path = '/menu') => `${path}${rememberingQuery(dish)}`;

/** The same search without the remembered dish (once it is in the cart). */
export function forgetDish(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  rest.delete(PARAM);
  return rest;
}
