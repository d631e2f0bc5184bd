import { matchRoutes } from 'react-router';
import { flatPageRoutes } from '../routes';

// Each page's own words (routes.ts), so that tabs, history and bookmarks tell pages apart.
const titled = flatPageRoutes().map((route) => ({
  path: route.fullPath || '/',
  title: route.title,
}));

/**
 * The browser tab's title: the page, then the shop's name (staff may change it); the home page
 * says what the shop does. `waiting` counts what staff must answer, seen from any other tab.
 */
export function documentTitle(shopName: string, pathname = '/', waiting = 0): string {
  const page = matchRoutes(titled, pathname)?.at(-1)?.route.title;
  const title = page ? `${page} — ${shopName}` : `${shopName} — order food online`;
  return waiting > 0 ? `(${waiting}) ${title}` : title;
}
