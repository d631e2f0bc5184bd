import { matchRoutes } from 'react-router';
import { i18n, t } from '../../shared/i18n/i18n';
import { flatPageRoutes } from '../routes';

// Each page's own name (routes.ts), so that tabs, history and bookmarks tell pages apart.
const titled = flatPageRoutes().map(({ fullPath, title, englishTitle }) => ({
  path: fullPath || '/',
  title,
  englishTitle,
}));

/**
 * The browser tab's title, in the language shown: the page, then the shop's name (staff may
 * change it); the home page says what the shop does. `waiting` counts what staff must answer,
 * seen from any other tab.
 */
export function documentTitle(shopName: string, pathname = '/', waiting = 0): string {
  const title = pageTitle(shopName, matchRoutes(titled, pathname)?.at(-1)?.route);
  return waiting > 0 ? `(${waiting}) ${title}` : title;
}

function pageTitle(shopName: string, route?: (typeof titled)[number]): string {
  if (route?.englishTitle) return `${route.englishTitle} — ${shopName}`;
  if (!route?.title) return t('homeTabTitle', { shop: shopName });
  // A later page's name comes with its code: until then, the shop's name alone (DocumentTitle
  // sets the tab again when the words arrive).
  return i18n.messages[route.title] ? `${i18n.say(route.title)} — ${shopName}` : shopName;
}
